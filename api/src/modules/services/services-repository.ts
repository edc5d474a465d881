import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { services } from '../../db/schema.js';
import type { CatalogueEntry } from 'shared/schemas';

const publicColumns = {
  id: services.id,
  slug: services.slug,
  name: services.name,
  description: services.description,
  category: services.category,
  unit: services.unit,
  basePriceKobo: services.basePriceKobo,
};

export type ServiceRow = { [K in keyof typeof publicColumns]: (typeof publicColumns)[K]['_']['data'] };

/** Active services after `afterSlug` in slug order: keyset pagination on the partial slug index. */
export function listActiveServices(
  db: Executor,
  afterSlug: string | undefined,
  limit: number,
): Promise<ServiceRow[]> {
  return db
    .select(publicColumns)
    .from(services)
    .where(
      afterSlug ? and(eq(services.active, true), gt(services.slug, afterSlug)) : eq(services.active, true),
    )
    .orderBy(asc(services.slug))
    .limit(limit);
}

/** Every active service in slug order: the whole catalogue, a few dozen rows, for the copy in memory. */
export function listAllActiveServices(db: Executor): Promise<ServiceRow[]> {
  return db.select(publicColumns).from(services).where(eq(services.active, true)).orderBy(asc(services.slug));
}

export async function findActiveService(db: Executor, slug: string): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select(publicColumns)
    .from(services)
    .where(and(eq(services.slug, slug), eq(services.active, true)))
    .limit(1);
  return row;
}

/** Adds catalogue entries that are missing; never overwrites prices an operator has changed. */
export async function insertMissingServices(
  db: Executor,
  entries: readonly CatalogueEntry[],
): Promise<number> {
  const inserted = await db
    .insert(services)
    .values([...entries])
    .onConflictDoNothing({ target: services.slug })
    .returning({ id: services.id });
  return inserted.length;
}
