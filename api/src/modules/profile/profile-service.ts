import type { Language } from 'shared/i18n';
import { MESSAGES } from 'shared/messages';
import { API_MESSAGES } from 'shared/api-messages';
import type {
  AccountUser,
  AgentProfile,
  ProfileDetails,
  ProfileUpdate,
  Role,
  UserProfile,
} from 'shared/schemas';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { IdNumberHasher } from '../../lib/secrets.js';
import { findAccountUser, lockUserForUpdate, setName } from '../auth/auth-module.js';
import {
  findProfileDetails,
  insertProfile,
  updateLanguage,
  updateProfile,
  type ProfileFields,
} from './profile-repository.js';

const AGENT_ONLY_FIELDS = ['businessName', 'idType', 'idNumber'] as const;

export interface ProfileView {
  user: AccountUser;
  profile: ProfileDetails | null;
}

/** What is kept of an agent's ID number: its last four and keyed hash, never the number (0022). */
function storedIdNumber(
  hash: IdNumberHasher,
  idType: string | null | undefined,
  idNumber: string | null | undefined,
) {
  if (idNumber === undefined) return {};
  if (idNumber === null || !idType) return { idNumberLast4: null, idNumberHash: null };
  return { idNumberLast4: idNumber.slice(-4), idNumberHash: hash(idType, idNumber) };
}

/** Spec §5 on the server: a profile needs a role, of its own kind, and there is one per account. */
export function createProfileService(
  db: Db,
  hashIdNumber: IdNumberHasher,
  { phonesVerified }: { phonesVerified: boolean },
) {
  async function view(userId: string): Promise<ProfileView> {
    const [user, profile] = await Promise.all([findAccountUser(db, userId), findProfileDetails(db, userId)]);
    if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
    if (!profile) return { user, profile: null };
    return { user, profile: phonesVerified ? profile : { ...profile, phoneVerified: null } };
  }

  return {
    view,

    /** Saves the language the account's e-mails are written in (the site's picker sends it). */
    async setLanguage(userId: string, language: Language): Promise<void> {
      await updateLanguage(db, userId, language);
    },

    async create(userId: string, kind: Role, input: UserProfile | AgentProfile): Promise<AccountUser> {
      await db.transaction(async (tx) => {
        // The row lock makes a concurrent role change wait until this profile is in (or not).
        const current = await lockUserForUpdate(tx, userId);
        if (!current) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
        if (!current.role) throw new AppError('FORBIDDEN', MESSAGES.roleRequired);
        if (current.role !== kind) {
          throw new AppError(
            'FORBIDDEN',
            kind === 'USER' ? MESSAGES.userRoleRequired : MESSAGES.agentRoleRequired,
          );
        }
        if (current.profileKind) throw new AppError('CONFLICT', MESSAGES.profileExists);
        const fields: ProfileFields = {
          phoneNumber: input.phoneNumber,
          state: input.state,
          lga: input.lga,
          address: input.address,
          landmark: input.landmark ?? null,
          ...(kind === 'AGENT'
            ? {
                businessName: (input as AgentProfile).businessName ?? null,
                idType: (input as AgentProfile).idType ?? null,
                ...storedIdNumber(
                  hashIdNumber,
                  (input as AgentProfile).idType,
                  (input as AgentProfile).idNumber ?? null,
                ),
              }
            : {}),
        };
        if (!(await insertProfile(tx, userId, kind, fields))) {
          throw new AppError('CONFLICT', MESSAGES.profileExists);
        }
      });
      return (await view(userId)).user;
    },

    /** Changes what is sent: the name on the account, the rest on the profile (which must exist). */
    async update(userId: string, input: ProfileUpdate): Promise<ProfileView> {
      const { name, idNumber, ...profileChanges } = input;
      const changes = Object.fromEntries(
        Object.entries({ ...profileChanges, ...storedIdNumber(hashIdNumber, input.idType, idNumber) }).filter(
          ([, value]) => value !== undefined,
        ),
      ) as Partial<ProfileFields>;
      await db.transaction(async (tx) => {
        const current = await lockUserForUpdate(tx, userId);
        if (!current) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
        if (Object.keys(changes).length > 0) {
          if (!current.profileKind) throw new AppError('NOT_FOUND', MESSAGES.profileMissing);
          if (current.profileKind === 'USER') {
            const sent = AGENT_ONLY_FIELDS.filter((field) => input[field] !== undefined);
            if (sent.length > 0) {
              const fields = Object.fromEntries(sent.map((field) => [field, MESSAGES.agentFieldsOnly]));
              throw new AppError(
                'VALIDATION_ERROR',
                API_MESSAGES.agentFieldsOnlyNamed({ fields: sent.join(', ') }),
                {
                  fields,
                },
              );
            }
          }
          await updateProfile(tx, userId, changes);
        }
        if (name !== undefined) await setName(tx, userId, name);
      });
      return view(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
