/**
 * Fresh, isolated databases on both engines, for repository tests.
 *
 *   describe.each(databaseKinds())('$kind', (engine) => {
 *     const database = useTestDatabase(engine); // one per describe, emptied before each test
 *     it('…', async () => {
 *       const { db } = database();
 *       …
 *     });
 *   });
 *
 * - pglite: an in-memory PGlite (about a second to start).
 * - postgres: a new schema with a random name in database `test` on
 *   127.0.0.1:5432 (TEST_DATABASE_URL overrides), dropped on close.
 *   When PostgreSQL does not answer, its tests are skipped with the reason,
 *   except with CI=true, where they fail: CI must test both engines.
 *
 * Tests that need a database of their own (migrations, reopening) call
 * `skipWhenUnavailable(engine)` in the describe block, then `engine.open()`
 * in the test, and close what they open. Tests in one describe block share
 * its database, so keep them sequential (no `describe.concurrent`).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDatabase, type AppDatabase, type DatabaseKind } from '../../bff/src/db/database';

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabaseKind {
  kind: DatabaseKind;
  /** Null when this engine can run here; otherwise why its tests are skipped. Throws in CI. */
  unavailable(): Promise<string | null>;
  /** A fresh database with every migration applied (unless `migrate: false`); `close()` removes it. */
  open(opts?: { migrate?: boolean }): Promise<AppDatabase>;
}

export function databaseKinds(): TestDatabaseKind[] {
  return [pgliteKind, postgresKind];
}

/**
 * Opens one database for the enclosing describe block, empties its tables
 * before each test and closes it afterwards. Skips the tests (with the reason)
 * when the engine is unavailable outside CI.
 */
export function useTestDatabase(engine: TestDatabaseKind): () => AppDatabase {
  let app: AppDatabase | undefined;
  skipWhenUnavailable(engine);
  beforeAll(async () => {
    if ((await engine.unavailable()) === null) app = await engine.open();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    if (app) await emptyTables(app.db);
  });
  return () => {
    if (!app) throw new Error(`The ${engine.kind} test database is not open`);
    return app;
  };
}

/** Skips each test of the enclosing block, with the reason, while the engine is unavailable. */
export function skipWhenUnavailable(engine: TestDatabaseKind): void {
  beforeEach(async (context) => {
    const reason = await engine.unavailable();
    if (reason !== null) context.skip(reason);
  });
}

/** Deletes every row of the BFF's tables (not Kysely's migration bookkeeping). */
export async function emptyTables(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(db);
  if (rows.length === 0) return;
  await sql`truncate table ${sql.join(rows.map((row) => sql.id(row.name)))} cascade`.execute(db);
}

/** A schema name no other test run uses; it carries its birth time so stale ones can be swept. */
export function newSchemaName(): string {
  return `${SCHEMA_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

const SCHEMA_PREFIX = 'vt_';
const STALE_SCHEMA_MS = 60 * 60 * 1000;
const STALE_SCHEMA_NAME = /^vt_([0-9a-z]+)_[0-9a-f]{8}$/;

const pgliteKind: TestDatabaseKind = {
  kind: 'pglite',
  unavailable: async () => null,
  open: (opts) => openDatabase({ dataDir: 'memory://', migrate: opts?.migrate }),
};

let postgresProbe: Promise<string | null> | undefined;

const postgresKind: TestDatabaseKind = {
  kind: 'postgres',
  unavailable: () => (postgresProbe ??= probePostgres()),
  async open(opts) {
    const reason = await this.unavailable();
    if (reason !== null) throw new Error(reason);
    const schema = newSchemaName();
    const app = await openDatabase({ url: TEST_POSTGRES_URL, schema, migrate: opts?.migrate, poolSize: 4 });
    return {
      ...app,
      async close() {
        try {
          await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(app.db);
        } finally {
          await app.close();
        }
      },
    };
  },
};

/** Connects once; also drops schemas that crashed runs left behind more than an hour ago. */
async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await dropStaleSchemas(client);
    return null;
  } catch (error) {
    const message = `PostgreSQL at ${TEST_POSTGRES_URL.replace(/:[^:@/]*@/, ':***@')} is not reachable: ${
      error instanceof Error ? error.message : String(error)
    }`;
    if (process.env.CI === 'true') throw new Error(`${message} (CI=true: the PostgreSQL tests must run)`);
    console.warn(`Skipping the PostgreSQL database tests. ${message}`);
    return message;
  } finally {
    await client.end().catch(() => {});
  }
}

async function dropStaleSchemas(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace where left(nspname, 3) = '${SCHEMA_PREFIX}'`,
  );
  for (const { name } of rows) {
    const born = STALE_SCHEMA_NAME.exec(name)?.[1];
    if (born && Date.now() - parseInt(born, 36) > STALE_SCHEMA_MS) {
      await client.query(`drop schema if exists "${name}" cascade`).catch(() => {});
    }
  }
}
