import { eq, sql } from 'drizzle-orm';
import type { ProfileDetails, Role } from 'shared/schemas';
import type { Executor } from '../../db/client.js';
import { profiles, users } from '../../db/schema.js';
import type { Language } from 'shared/i18n';

export type ProfileFields = Omit<typeof profiles.$inferInsert, 'userId' | 'kind' | 'createdAt' | 'updatedAt'>;

/** Inserts the profile unless one exists; false when it did. */
export async function insertProfile(
  db: Executor,
  userId: string,
  kind: Role,
  fields: ProfileFields,
): Promise<boolean> {
  const inserted = await db
    .insert(profiles)
    .values({ ...fields, userId, kind })
    .onConflictDoNothing({ target: profiles.userId })
    .returning({ userId: profiles.userId });
  return inserted.length > 0;
}

export async function updateProfile(
  db: Executor,
  userId: string,
  fields: Partial<ProfileFields>,
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/** The profile as its owner sees it: only the last four characters of the ID number leave the database. */
export async function findProfileDetails(db: Executor, userId: string): Promise<ProfileDetails | undefined> {
  const [row] = await db
    .select({
      type: profiles.kind,
      phoneNumber: profiles.phoneNumber,
      phoneVerified: sql<boolean>`${profiles.phoneVerifiedAt} IS NOT NULL`,
      state: profiles.state,
      lga: profiles.lga,
      address: profiles.address,
      landmark: profiles.landmark,
      businessName: profiles.businessName,
      idType: profiles.idType,
      idNumberLast4: profiles.idNumberLast4,
      createdAt: profiles.createdAt,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row && { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The language the account's e-mails are written in. */
export async function updateLanguage(db: Executor, userId: string, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
