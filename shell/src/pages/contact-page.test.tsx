import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NIGERIAN_PHONE_MESSAGE } from 'shared';
import { cleanup } from '@testing-library/react';
import { renderShell, respondWith } from '../test/render-shell.js';
import { CONTACT_DRAFT_KEY } from './contact-draft.js';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

async function openContact() {
  renderShell('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  return {
    name: screen.getByRole('textbox', { name: 'Your name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    phone: screen.getByRole('textbox', { name: 'Phone (optional)' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    send: screen.getByRole('button', { name: 'Send message' }),
  };
}

describe('contact page', () => {
  it('shows the shared schema’s messages inline, and sends nothing', async () => {
    const fetch = respondWith(201, { success: true, message: 'unused', data: { id: 'x' } });
    const form = await openContact();

    await userEvent.click(form.send);

    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(form.name).toHaveAccessibleDescription('Enter your name');
    expect(form.email).toHaveAccessibleDescription('We reply to this address. Enter a valid email address');
    expect(form.message).toHaveAccessibleDescription(
      'At least 10 characters; 0 of 2000 used. Tell us a little more (at least 10 characters)',
    );
    expect(form.phone).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the phone number is Nigerian once the field is left', async () => {
    respondWith(201, { success: true, message: 'unused', data: { id: 'x' } });
    const form = await openContact();

    await userEvent.type(form.phone, '12345');
    await userEvent.tab();

    expect(await screen.findByText(NIGERIAN_PHONE_MESSAGE)).toBeInTheDocument();
    expect(form.phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the message, shows the server’s thanks and clears the form', async () => {
    const fetch = respondWith(201, {
      success: true,
      message: "Thanks — we've received your message and will reply by email within one working day.",
      data: { id: '6a1f1d9e-0000-4000-8000-000000000001' },
    });
    const form = await openContact();

    await userEvent.type(form.name, '  Ada Obi ');
    await userEvent.type(form.email, 'Ada@Example.com');
    await userEvent.type(form.phone, '0803 123 4567');
    await userEvent.type(form.message, 'I need a cleaner in Ikeja next week.');
    await userEvent.click(form.send);

    await waitFor(() => expect(form.name).toHaveValue(''));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: '+2348031234567',
      message: 'I need a cleaner in Ikeja next week.',
    });
    expect(form.message).toHaveValue('');
    // The thanks stays on the page (a toast would vanish), with where the reply goes.
    const sent = screen.getByRole('status');
    expect(sent).toHaveTextContent(
      "Message sentThanks — we've received your message and will reply by email within one working day.",
    );
    expect(sent).toHaveTextContent('We will write to ada@example.com.');
  });

  it('counts the message against its limit as it is typed', async () => {
    respondWith(201, { success: true, message: 'unused', data: { id: 'x' } });
    const form = await openContact();
    await userEvent.type(form.message, 'Hello');
    expect(form.message).toHaveAccessibleDescription('At least 10 characters; 5 of 2000 used.');
    expect(form.message).toHaveAttribute('maxlength', '2000');
  });

  it('shows the server’s message when sending fails, and keeps what was typed', async () => {
    respondWith(429, {
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
      error: 'RATE_LIMITED',
      requestId: 'req-9',
    });
    const form = await openContact();

    await userEvent.type(form.name, 'Ada Obi');
    await userEvent.type(form.email, 'ada@example.com');
    await userEvent.type(form.message, 'Hello there, a question about payments.');
    await userEvent.click(form.send);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(form.name).toHaveValue('Ada Obi');
    expect(form.send).toBeEnabled();
  });

  it('puts the server’s field messages next to the fields', async () => {
    respondWith(400, {
      success: false,
      message: 'Check the highlighted fields',
      error: 'VALIDATION_ERROR',
      requestId: 'req-10',
      fields: { email: 'This email domain does not accept mail' },
    });
    const form = await openContact();

    await userEvent.type(form.name, 'Ada Obi');
    await userEvent.type(form.email, 'ada@example.com');
    await userEvent.type(form.message, 'Hello there, a question about payments.');
    await userEvent.click(form.send);

    expect(await screen.findByText('This email domain does not accept mail')).toBeInTheDocument();
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what is typed in the tab, so a reload (or a page opened offline) loses none of it', async () => {
    respondWith(201, { success: true, message: 'Thanks', data: { id: 'x' } });
    let form = await openContact();
    await userEvent.type(form.name, 'Ada Obi');
    await userEvent.type(form.message, 'Half-written: the gate code is');
    expect(JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_KEY)!)).toMatchObject({
      name: 'Ada Obi',
      message: 'Half-written: the gate code is',
    });

    cleanup(); // The page goes (a reload); the tab's storage stays.
    form = await openContact();
    expect(form.name).toHaveValue('Ada Obi');
    expect(form.message).toHaveValue('Half-written: the gate code is');

    await userEvent.type(form.email, 'ada@example.com');
    await userEvent.type(form.message, ' 1234.');
    await userEvent.click(form.send);
    await waitFor(() => expect(form.name).toHaveValue(''));
    expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('starts empty from a draft it cannot read', async () => {
    sessionStorage.setItem(CONTACT_DRAFT_KEY, '{not json');
    const form = await openContact();
    expect(form.name).toHaveValue('');
  });
});
