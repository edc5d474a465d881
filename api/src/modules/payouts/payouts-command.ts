import { isCalendarDate, lagosDateOf } from 'shared/lagos-time';
import type { PayoutsService } from './payouts-service.js';
import type { Reconciliation } from './reconciliation.js';

// `npm run payouts -- run [--date YYYY-MM-DD]` and `npm run payouts -- reconcile --date YYYY-MM-DD`:
// what an operator types, parsed and run against the app's own services (api/src/payouts-cli.ts
// builds the app). The exit code says what happened: 0 done (or clean), 2 differences, 64 misuse.

export const PAYOUTS_USAGE = [
  'Usage:',
  '  npm run payouts -- run [--date YYYY-MM-DD]      pay every agent what they may be paid now (one payout each per date)',
  '  npm run payouts -- reconcile --date YYYY-MM-DD  compare that Lagos day in the ledger with Paystack, and report it',
].join('\n');

export async function payoutsCommand(
  args: readonly string[],
  services: { payouts: PayoutsService; reconciliation: Reconciliation; now: () => Date },
  print: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  const flag = rest.indexOf('--date');
  const date = flag >= 0 ? rest[flag + 1] : undefined;
  const unknown = rest.filter((arg, index) => index !== flag && index !== flag + 1);
  if (unknown.length > 0 || (flag >= 0 && (!date || !isCalendarDate(date)))) {
    print(PAYOUTS_USAGE);
    return 64;
  }
  switch (command) {
    case 'run': {
      const runDate = date ?? lagosDateOf(services.now());
      const { created, sent } = await services.payouts.run(runDate);
      print(
        `Payout run ${runDate}: ${created} payout${created === 1 ? '' : 's'} written, ${sent} sent to Paystack.`,
      );
      return 0;
    }
    case 'reconcile': {
      if (!date) {
        print(PAYOUTS_USAGE);
        return 64;
      }
      const report = await services.reconciliation.reconcile(date);
      print(
        `Reconciliation ${date}: ${report.checked.charges} charges, ${report.checked.refunds} refunds, ${report.checked.transfers} transfers checked.`,
      );
      if (report.clean) print('Clean: the ledger and Paystack agree.');
      for (const difference of report.differences)
        print(
          `- ${difference.kind} ${difference.reference}: ${difference.problem} (ledger ${difference.ours ?? '—'}, Paystack ${difference.theirs ?? '—'})`,
        );
      return report.clean ? 0 : 2;
    }
    default:
      print(PAYOUTS_USAGE);
      return 64;
  }
}
