import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { createTestDatabase } from '../test/test-database.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the database connection', () => {
  it('keeps answering after a statement fails', async () => {
    await expect(database.pool.query('SELECT * FROM no_such_table')).rejects.toThrow('does not exist');
    // node-postgres replaces a connection after an error; the replacement must be let in at once.
    await expect(database.pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await expect(database.pool.query("SELECT 'still here' AS answer")).resolves.toMatchObject({
      rows: [{ answer: 'still here' }],
    });
  });

  it('rolls back a failed transaction whole and serves the next one', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO rate_limits (key, hits, expires_at) VALUES ('rollback-probe', 1, now())`,
        );
        await tx.execute(
          sql`INSERT INTO rate_limits (key, hits, expires_at) VALUES ('rollback-probe', 1, now())`,
        );
      }),
    ).rejects.toThrow();
    const { rows } = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM rate_limits WHERE key = 'rollback-probe'`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
