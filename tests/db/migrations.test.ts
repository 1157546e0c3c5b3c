import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../bff/src/db/database';
import { migrateToLatest, migrations } from '../../bff/src/db/migrate';
import { databaseKinds, newSchemaName, skipWhenUnavailable, TEST_POSTGRES_URL } from './test-databases';

const TABLES = [
  'app_secret',
  'cart_line',
  'outbox_mail',
  'product_view',
  'rate_limit_hit',
  'review',
  'review_rating_count',
  'shop_order',
  'shop_order_line',
  'user_avatar',
  'verification_code',
];

async function tablesIn(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_%'
    order by tablename`.execute(db);
  return rows.map((row) => row.name);
}

async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

const opened: AppDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

describe.each(databaseKinds())('migrations on $kind', (engine) => {
  skipWhenUnavailable(engine);

  async function open(opts?: { migrate?: boolean }): Promise<AppDatabase> {
    const app = await engine.open(opts);
    opened.push(app);
    return app;
  }

  it('creates every table and records every migration', async () => {
    const { db, kind } = await open();
    expect(kind).toBe(engine.kind);
    expect(await tablesIn(db)).toEqual(TABLES);
    expect(await appliedMigrations(db)).toEqual(Object.keys(migrations));
  });

  it('applies nothing the second time', async () => {
    const { db } = await open();
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
    expect(await migrateToLatest(db, schema)).toEqual([]);
    expect(await appliedMigrations(db)).toEqual(Object.keys(migrations));
  });

  it('leaves an unmigrated database empty when asked to', async () => {
    const { db } = await open({ migrate: false });
    expect(await tablesIn(db)).toEqual([]);
  });
});

describe('PGlite on disk', () => {
  it('keeps rows and migrations across close and reopen', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bff-pglite-'));
    const dataDir = join(dir, 'nested', 'pglite');
    try {
      const first = await openDatabase({ dataDir });
      await first.db
        .insertInto('outbox_mail')
        .values({ to_email: 'a@example.com', subject: 'Mã xác thực', body: '123456' })
        .execute();
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        const mails = await second.db.selectFrom('outbox_mail').select(['to_email', 'body']).execute();
        expect(mails).toEqual([{ to_email: 'a@example.com', body: '123456' }]);
        expect(await appliedMigrations(second.db)).toEqual(Object.keys(migrations));
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('PostgreSQL shared by instances starting together', () => {
  it('applies each migration once', async (context) => {
    const postgres = databaseKinds().find((engine) => engine.kind === 'postgres')!;
    const reason = await postgres.unavailable();
    if (reason) context.skip(reason);
    const schema = newSchemaName();
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: TEST_POSTGRES_URL, schema, poolSize: 2 })),
    );
    try {
      const { db } = instances[0]!;
      expect(await appliedMigrations(db)).toEqual(Object.keys(migrations));
      expect(await tablesIn(db)).toEqual(TABLES);
    } finally {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(instances[0]!.db);
      await Promise.all(instances.map((app) => app.close()));
    }
  });
});
