import { STAFF_ROLES, type StaffRole } from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { listAudit, type Actor } from './audit.js';
import { sinceOf } from './ops-routes.js';
import { grantStaff, revokeStaff } from './staff-service.js';

// `npm run ops -- …`: staff accounts are made here and only here (never by sign-up or any API), and
// every grant and revocation is audited. The exit code: 0 done, 1 refused (no such account), 64 misuse.

export const OPS_USAGE = [
  'Usage:',
  '  npm run ops -- grant <email> --role OPERATOR|ADMIN   make a verified account staff (or change its role)',
  '  npm run ops -- revoke <email>                        take staff access away',
  '  npm run ops -- audit [--since 7d|YYYY-MM-DD]         print the audit log, newest first',
].join('\n');

const AUDIT_PRINT_LIMIT = 500;

function flag(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

export async function opsCommand(
  args: readonly string[],
  services: { db: Db; actor: Actor; now: () => Date },
  print: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  const usage = () => {
    print(OPS_USAGE);
    return 64;
  };
  try {
    switch (command) {
      case 'grant': {
        const [email] = rest;
        const role = flag(rest, '--role') as StaffRole | undefined;
        if (!email || email.startsWith('--') || !role || !STAFF_ROLES.includes(role)) return usage();
        const outcome = await grantStaff(services.db, email, role, services.actor);
        print(
          outcome.before
            ? `${outcome.email} was ${outcome.before}, is now ${role}.`
            : `${outcome.email} is now ${role}. They set up an authenticator app when they first open /ops.`,
        );
        return 0;
      }
      case 'revoke': {
        const [email] = rest;
        if (!email || email.startsWith('--') || rest.length !== 1) return usage();
        const outcome = await revokeStaff(services.db, email, services.actor);
        print(`${outcome.email} is no longer staff (was ${outcome.before}).`);
        return 0;
      }
      case 'audit': {
        const since = flag(rest, '--since');
        if (since !== undefined && !/^(\d{1,4}d|20\d{2}-\d{2}-\d{2})$/.test(since)) return usage();
        const { entries } = await listAudit(
          services.db,
          { since: sinceOf(since, services.now()) },
          undefined,
          AUDIT_PRINT_LIMIT,
        );
        if (entries.length === 0) print('No staff actions in that time.');
        for (const entry of entries) {
          const change = [entry.before, entry.after].some((value) => value !== null)
            ? ` ${JSON.stringify(entry.before)} → ${JSON.stringify(entry.after)}`
            : '';
          print(
            `${entry.at} ${entry.actor} ${entry.action} ${entry.targetType}:${entry.targetId}${entry.reason ? ` “${entry.reason}”` : ''}${change}`,
          );
        }
        return 0;
      }
      default:
        return usage();
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      print(error.message);
      return 1;
    }
    throw error;
  }
}
