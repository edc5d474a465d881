import { jest } from '@jest/globals';
import { chooseLanguage } from 'shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLagosClock, formatLagosDay, formatMonthOfYear, lagosToday } from 'shared/lagos-time';
import { PAYOUT_MESSAGES, type AgentMoney } from 'shared/schemas';
import { fail, ok } from '@aboki/test-kit/api-server';
import { signIn } from '@aboki/test-kit/page-world';
import { renderRoutes } from '@aboki/test-kit/routes';
import { routes } from '../routes.js';
import { setUpDashboardTestWorld } from '../test/dashboard-world.js';
import { ACCOUNT, AGENT, NEXT_PAYOUT, agentMoney as money, seenWithoutStream } from '../test/fixtures.js';
import { lastMonths } from '../components/money-statement.js';

const { world, serveBoard, openDashboard } = setUpDashboardTestWorld();

const THIS_MONTH = lagosToday().slice(0, 7);
const LAST_MONTH = lastMonths(THIS_MONTH, 2)[1]!;

const BANKS = {
  banks: [
    { code: '058', name: 'Guaranty Trust Bank' },
    { code: '044', name: 'Access Bank' },
  ],
};

/** What the page asked the API for, in order, as "METHOD path" (the live stream aside). */
const calls = () => seenWithoutStream(world.api.seen).map(({ method, path }) => `${method} ${path}`);
const sent = (method: string) => seenWithoutStream(world.api.seen).filter((seen) => seen.method === method);

async function openMoney(answer: AgentMoney = money()) {
  signIn(AGENT);
  world.api.on('GET /api/v1/agent/money', () => ok(answer));
  world.api.on('GET /api/v1/agent/banks', ok(BANKS));
  renderRoutes(routes, '/profile/agent-dashboard/money');
  expect(await screen.findByRole('heading', { level: 1, name: 'Money and payouts' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 2, name: 'Bank account' });
}

describe('the agent’s money page (issue 26)', () => {
  it('shows the balances, the next payout, the payouts and this month’s lines in words', async () => {
    await openMoney();

    expect(calls()[0]).toBe(`GET /api/v1/agent/money?month=${THIS_MONTH}`);
    expect(world.api.seen[0]!.authorization).toBe('Bearer real-token');
    const balances = screen.getByRole('region', { name: 'Your balances' });
    expect(within(balances).getByText('Available').nextSibling).toHaveTextContent('₦25,000');
    expect(within(balances).getByText('Pending').nextSibling).toHaveTextContent('₦8,500');
    expect(within(balances).getByText('Owed on cash jobs').nextSibling).toHaveTextContent('₦1,500');
    expect(balances).toHaveTextContent('48 hours in which the customer may report a problem');
    const when = new Date(NEXT_PAYOUT);
    expect(balances).toHaveTextContent(
      `Next payout: ${formatLagosDay(when)}, ${formatLagosClock(when)}, Lagos time.`,
    );
    expect(balances).toHaveTextContent('A payout is sent when at least ₦1,000 is available.');

    expect(screen.getByRole('listitem', { name: 'PO-2' })).toHaveTextContent('₦17,000On its way');
    expect(screen.getByRole('listitem', { name: 'PO-1' })).toHaveTextContent(
      'Failed — the money is back in your balance',
    );

    const lines = within(screen.getByRole('list', { name: 'Statement' })).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual([
      'Job, ABK-7',
      'Commission on a cash job, ABK-6',
      'Payout, PO-2',
    ]);
    expect(lines[0]).toHaveTextContent('Pending');
    expect(lines[0]).toHaveTextContent('+₦8,500');
    expect(lines[0]).toHaveTextContent('₦10,000 less ₦1,500 commission');
    expect(lines[1]).toHaveTextContent('-₦1,500');
    expect(lines[1]).not.toHaveTextContent('Pending');
    expect(lines[2]).toHaveTextContent('-₦17,000');
    // No enum values anywhere.
    expect(document.body).not.toHaveTextContent(/CASH_COMMISSION|PENDING|FAILED/);
  });

  it('loads another month’s statement, says when it is empty, and keeps the balances on screen', async () => {
    await openMoney();
    world.api.on('GET /api/v1/agent/money', () => ok(money({ month: LAST_MONTH, lines: [] })));

    await userEvent.selectOptions(screen.getByLabelText('Month'), LAST_MONTH);

    expect(
      await screen.findByText(`No money moved in ${formatMonthOfYear(`${LAST_MONTH}-01`)}.`),
    ).toBeInTheDocument();
    expect(calls().at(-1)).toBe(`GET /api/v1/agent/money?month=${LAST_MONTH}`);
    expect(screen.getByRole('region', { name: 'Your balances' })).toHaveTextContent('₦25,000');
  });

  it('adds a bank account: checks whose it is, then saves it on “Yes”', async () => {
    await openMoney(money({ bankAccount: null }));
    world.api.on('POST /api/v1/agent/bank-account/resolve', ok({ accountName: 'MUSA BELLO' }));
    world.api.on(
      'PUT /api/v1/agent/bank-account',
      ok({ bankAccount: { ...ACCOUNT, payoutsHeldUntil: null } }, PAYOUT_MESSAGES.saved),
    );

    const form = await screen.findByRole('form', { name: 'Add a bank account' });
    expect(screen.getByText(/Add the bank account we pay your earnings into/)).toBeInTheDocument();
    expect(within(form).queryByLabelText('Your password')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Bank'), '058');
    const number = within(form).getByLabelText('Account number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(number, '0123456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Check account' }));

    expect(await within(form).findByText('MUSA BELLO')).toBeInTheDocument();
    expect(within(form).getByText('Is this your account?')).toBeInTheDocument();
    expect(sent('POST').map(({ path, body }) => [path, body])).toEqual([
      ['/api/v1/agent/bank-account/resolve', { bankCode: '058', accountNumber: '0123456789' }],
    ]);
    expect(sent('PUT')).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: 'Yes, save it' }));

    const section = await screen.findByRole('region', { name: 'Bank account' });
    expect(await within(section).findByText('••••••6789')).toBeInTheDocument();
    expect(section).toHaveTextContent('Guaranty Trust Bank');
    expect(section).toHaveTextContent('MUSA BELLO');
    expect(sent('PUT').map(({ path, body }) => [path, body])).toEqual([
      ['/api/v1/agent/bank-account', { bankCode: '058', accountNumber: '0123456789' }],
    ]);
    await waitFor(() =>
      expect(world.toasts).toContainEqual(
        expect.objectContaining({ type: 'success', text: PAYOUT_MESSAGES.saved }),
      ),
    );
  });

  it('checks the number before asking the bank', async () => {
    await openMoney(money({ bankAccount: null }));
    const form = await screen.findByRole('form', { name: 'Add a bank account' });
    await userEvent.selectOptions(within(form).getByLabelText('Bank'), '044');
    await userEvent.type(within(form).getByLabelText('Account number'), '12345abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Check account' }));

    expect(within(form).getByLabelText('Account number')).toHaveValue('12345');
    expect(await within(form).findByText(PAYOUT_MESSAGES.accountNumber)).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);
  });

  it('shows the API’s words at the number when the bank does not know the account', async () => {
    await openMoney(money({ bankAccount: null }));
    // As the API answers it: the message, and the same words for the field it is about.
    world.api.on(
      'POST /api/v1/agent/bank-account/resolve',
      fail(422, PAYOUT_MESSAGES.accountNotFound, 'BANK_ACCOUNT_NOT_FOUND', {
        fields: { accountNumber: PAYOUT_MESSAGES.accountNotFound },
      }),
    );

    const form = await screen.findByRole('form', { name: 'Add a bank account' });
    await userEvent.selectOptions(within(form).getByLabelText('Bank'), '058');
    await userEvent.type(within(form).getByLabelText('Account number'), '0000000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Check account' }));

    expect(await within(form).findByText(PAYOUT_MESSAGES.accountNotFound)).toBeInTheDocument();
    expect(within(form).getByLabelText('Account number')).toHaveAccessibleDescription(
      expect.stringContaining(PAYOUT_MESSAGES.accountNotFound),
    );
    expect(within(form).queryByText('Is this your account?')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Check account' })).toBeInTheDocument();
    await waitFor(() =>
      expect(world.toasts).toContainEqual(
        expect.objectContaining({ type: 'error', text: PAYOUT_MESSAGES.accountNotFound }),
      ),
    );
  });

  it('says so when the bank cannot be reached', async () => {
    await openMoney(money({ bankAccount: null }));
    world.api.on(
      'POST /api/v1/agent/bank-account/resolve',
      fail(503, PAYOUT_MESSAGES.bankUnreachable, 'SERVICE_UNAVAILABLE'),
    );

    const form = await screen.findByRole('form', { name: 'Add a bank account' });
    await userEvent.selectOptions(within(form).getByLabelText('Bank'), '058');
    await userEvent.type(within(form).getByLabelText('Account number'), '0123456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Check account' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(PAYOUT_MESSAGES.bankUnreachable);
    expect(within(form).queryByText('Is this your account?')).not.toBeInTheDocument();
  });

  it('changes an existing account only with the password, and says when payouts start', async () => {
    const held = '2026-11-27T10:00:00.000Z';
    await openMoney(money({ bankAccount: { ...ACCOUNT, payoutsHeldUntil: null } }));
    world.api.on('POST /api/v1/agent/bank-account/resolve', ok({ accountName: 'MUSA BELLO' }));
    world.api.on(
      'PUT /api/v1/agent/bank-account',
      ok(
        {
          bankAccount: {
            bankName: 'Access Bank',
            accountName: 'MUSA BELLO',
            accountNumberMasked: '••••••4321',
            payoutsHeldUntil: held,
          },
        },
        PAYOUT_MESSAGES.changed,
      ),
    );

    const section = screen.getByRole('region', { name: 'Bank account' });
    expect(section).toHaveTextContent('••••••6789');
    await userEvent.click(within(section).getByRole('button', { name: 'Change account' }));

    const form = await screen.findByRole('form', { name: 'Change the bank account' });
    await userEvent.selectOptions(within(form).getByLabelText('Bank'), '044');
    await userEvent.type(within(form).getByLabelText('Account number'), '9876543210');
    await userEvent.click(within(form).getByRole('button', { name: 'Check account' }));
    await userEvent.click(await within(form).findByRole('button', { name: 'Yes, save it' }));

    expect(await within(form).findByText(PAYOUT_MESSAGES.passwordToChange)).toBeInTheDocument();
    expect(sent('PUT')).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Your password'), 'kola nut under the mango tree');
    await userEvent.click(within(form).getByRole('button', { name: 'Yes, save it' }));

    expect(await within(section).findByText('••••••4321')).toBeInTheDocument();
    expect(sent('PUT').map(({ path, body }) => [path, body])).toEqual([
      [
        '/api/v1/agent/bank-account',
        { bankCode: '044', accountNumber: '9876543210', password: 'kola nut under the mango tree' },
      ],
    ]);
    const until = new Date(held);
    expect(section).toHaveTextContent(
      `For your safety, payouts to this account are held until ${formatLagosDay(until)}, ${formatLagosClock(until)}.`,
    );
    await waitFor(() =>
      expect(world.toasts).toContainEqual(
        expect.objectContaining({ type: 'success', text: PAYOUT_MESSAGES.changed }),
      ),
    );
  });

  it('shows the server’s word at the password when it refuses it', async () => {
    await openMoney();
    world.api.on('POST /api/v1/agent/bank-account/resolve', ok({ accountName: 'MUSA BELLO' }));
    world.api.on(
      'PUT /api/v1/agent/bank-account',
      fail(422, PAYOUT_MESSAGES.passwordToChange, 'PASSWORD_REQUIRED', {
        fields: { password: PAYOUT_MESSAGES.passwordToChange },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Change account' }));
    const form = await screen.findByRole('form', { name: 'Change the bank account' });
    await userEvent.selectOptions(within(form).getByLabelText('Bank'), '044');
    await userEvent.type(within(form).getByLabelText('Account number'), '9876543210');
    await userEvent.type(within(form).getByLabelText('Your password'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Check account' }));
    await userEvent.click(await within(form).findByRole('button', { name: 'Yes, save it' }));

    expect(await within(form).findByText(PAYOUT_MESSAGES.passwordToChange)).toBeInTheDocument();
    expect(within(form).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    // The account is still the one checked: the agent only retypes the password.
    expect(within(form).getByRole('button', { name: 'Yes, save it' })).toBeInTheDocument();
  });

  it('downloads the month’s statement with the token, as a CSV file', async () => {
    const csv = 'date,kind,reference,amount\n2026-11-24,Job,ABK-7,8500\n';
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:aboki-statement';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(`aboki-statement-${THIS_MONTH}.csv`);
      expect(this.href).toBe('blob:aboki-statement');
    });
    await openMoney();
    world.api.on('GET /api/v1/agent/money/statement.csv', {
      status: 200,
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(seenWithoutStream(world.api.seen).at(-1)).toEqual({
      method: 'GET',
      path: `/api/v1/agent/money/statement.csv?month=${THIS_MONTH}`,
      authorization: 'Bearer real-token',
      body: undefined,
    });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]!);
    });
    expect(text).toBe(csv);
  });

  it('is linked from the agent dashboard', async () => {
    signIn(AGENT);
    serveBoard(() => ({}));
    world.api.on('GET /api/v1/agent/money', () => ok(money()));
    await openDashboard();

    const link = screen.getByRole('link', { name: 'Money and payouts' });
    expect(link).toHaveAttribute('href', '/profile/agent-dashboard/money');
    await userEvent.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Money and payouts' })).toBeInTheDocument();
  });
});

describe('the money page, in another language', () => {
  // The page is still on screen: its words change back inside act.
  afterEach(async () => {
    await act(() => chooseLanguage('en'));
  });

  it('speaks Yoruba when Yoruba is chosen: balances, statuses, lines and month names', async () => {
    await chooseLanguage('yo');
    signIn(AGENT);
    world.api.on('GET /api/v1/agent/money', () => ok(money()));
    renderRoutes(routes, '/profile/agent-dashboard/money');

    expect(await screen.findByRole('heading', { level: 1, name: 'Owó àti ìsanwó' })).toBeInTheDocument();
    expect(document.title).toBe('Owó àti ìsanwó · Aboki');
    expect(await screen.findByText('Ó ti ṣetán')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'PO-2' })).toHaveTextContent('Ó ń bọ̀ lọ́nà');
    expect(screen.getByRole('listitem', { name: 'Iṣẹ́, ABK-7' })).toHaveTextContent(
      '₦10,000, a yọ kọ́míṣọ̀n ₦1,500',
    );
    const month = screen.getByRole('combobox', { name: 'Oṣù' });
    expect(within(month).getByRole('option', { selected: true })).toHaveTextContent(
      formatMonthOfYear(`${THIS_MONTH}-01`, 'yo'),
    );
    expect(document.body).toHaveTextContent(formatLagosDay(new Date(NEXT_PAYOUT), 'yo'));
  });
});
