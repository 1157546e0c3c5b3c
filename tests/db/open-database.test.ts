import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../bff/src/db/database';

describe('openDatabase', () => {
  it('refuses a DATABASE_URL that is not PostgreSQL', async () => {
    await expect(openDatabase({ url: 'mysql://root@127.0.0.1/test' })).rejects.toThrow(/postgres:\/\//);
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(openDatabase({ dataDir: 'memory://', schema: 'x"; drop table y; --' })).rejects.toThrow(
      /Invalid database schema name/,
    );
  });

  it('needs a PGlite folder when no URL is given (an empty URL counts as none)', async () => {
    await expect(openDatabase({ url: '  ' })).rejects.toThrow(/PGlite data folder/);
  });

  it('puts the tables in the requested schema on PGlite too', async () => {
    const app = await openDatabase({ dataDir: 'memory://', schema: 'shop' });
    try {
      expect(app.kind).toBe('pglite');
      const { rows } = await sql<{ schema: string; tables: number }>`
        select schemaname as schema, count(*)::int as tables from pg_tables
        where tablename = 'product_view' or tablename = 'kysely_migration'
        group by schemaname`.execute(app.db);
      expect(rows).toEqual([{ schema: 'shop', tables: 2 }]);
    } finally {
      await app.close();
    }
  });
});
