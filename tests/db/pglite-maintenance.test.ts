import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../bff/src/db/database';

/** What the planner believes a table holds: -1 (or 0) until it has been analysed. */
async function plannerRows(database: AppDatabase): Promise<number> {
  const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where relname = 'product_view'`.execute(database.db);
  return Number(rows[0]?.reltuples);
}

async function addViews(database: AppDatabase): Promise<void> {
  await sql`insert into product_view (product_id, viewer_key, viewed_hour)
    select g, 'viewer-' || g, now() from generate_series(1, 500) g`.execute(database.db);
}

describe('PGlite upkeep (it has no autovacuum)', () => {
  it('analyses the tables now and then, so the planner knows their sizes', async () => {
    const database = await openDatabase({ dataDir: 'memory://', pgliteMaintenanceMs: 50 });
    try {
      await addViews(database);
      await expect.poll(() => plannerRows(database), { timeout: 5000 }).toBe(500);
    } finally {
      await database.close();
    }
  });

  it('leaves the statistics alone when told never to', async () => {
    const database = await openDatabase({ dataDir: 'memory://', pgliteMaintenanceMs: 0 });
    try {
      await addViews(database);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await plannerRows(database)).toBeLessThan(500);
    } finally {
      await database.close();
    }
  });
});
