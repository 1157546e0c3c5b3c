import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './tables';

export type DatabaseKind = 'postgres' | 'pglite';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** DATABASE_URL: `postgres://` or `postgresql://` opens a pg Pool. Empty means unset. */
  url?: string;
  /** PGlite's folder (created if missing), or `memory://`. Used when `url` is unset. */
  dataDir?: string;
  /** Schema to work in (created if missing); lets parallel tests share one database. */
  schema?: string;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** Errors of idle pooled PostgreSQL connections, e.g. when the server restarts. */
  onPoolError?: (error: Error) => void;
  /** PGlite only: how often to VACUUM (ANALYZE), its stand-in for autovacuum (default hourly; 0 never). */
  pgliteMaintenanceMs?: number;
  /** Failures of that maintenance (the shop goes on with older statistics). */
  onMaintenanceError?: (error: unknown) => void;
}

const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<AppDatabase> {
  const { schema } = opts;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid database schema name: ${schema}`);
  }
  const url = opts.url?.trim();
  const kind: DatabaseKind = url ? 'postgres' : 'pglite';
  const dialect = url ? postgresDialect(url, opts) : await pgliteDialect(opts.dataDir);
  const db = new Kysely<Database>({ dialect });
  try {
    if (schema) {
      await createSchema(db, schema);
      // PGlite's single session keeps this; pg connections set it as they open.
      if (kind === 'pglite') await sql`set search_path to ${sql.id(schema)}`.execute(db);
    }
    if (opts.migrate !== false) {
      await migrateToLatest(db, schema ?? (await currentSchema(db)));
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const maintenance = kind === 'pglite' ? await maintainPglite(db, opts) : undefined;
  return {
    db,
    kind,
    close: () => {
      clearInterval(maintenance);
      return db.destroy();
    },
  };
}

/**
 * PGlite has no autovacuum: without statistics the planner sorts all of a
 * product's reviews to show the newest ten (decision 009). Statistics at once,
 * then a VACUUM (ANALYZE) now and then, on the one connection it has.
 */
async function maintainPglite(db: Kysely<Database>, opts: OpenDatabaseOptions): Promise<NodeJS.Timeout | undefined> {
  await sql`analyze`.execute(db);
  const every = opts.pgliteMaintenanceMs ?? 60 * 60_000;
  if (every <= 0) return undefined;
  const timer = setInterval(() => {
    sql`vacuum (analyze)`.execute(db).catch((error: unknown) => opts.onMaintenanceError?.(error));
  }, every);
  timer.unref();
  return timer;
}

function postgresDialect(url: string, opts: OpenDatabaseOptions): Dialect {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    // PGlite reads bigint and count(*) as numbers; make pg agree.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // Without a listener, an idle connection dropped by the server crashes the process.
  pool.on('error', (error) => opts.onPoolError?.(error));
  const { schema } = opts;
  return new PostgresDialect({
    pool,
    onCreateConnection: schema
      ? async (connection) => {
          await connection.executeQuery(CompiledQuery.raw(`set search_path to "${schema}"`));
        }
      : undefined,
  });
}

async function pgliteDialect(dataDir: string | undefined): Promise<Dialect> {
  if (!dataDir) throw new Error('openDatabase needs a DATABASE_URL or a PGlite data folder');
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  return new PGliteDialect({ pglite });
}

async function createSchema(db: Kysely<Database>, schema: string): Promise<void> {
  try {
    await db.schema.createSchema(schema).ifNotExists().execute();
  } catch (error) {
    // Two instances creating it at once: PostgreSQL may still report a duplicate.
    const exists = await sql<{ found: number }>`select 1 as found from pg_namespace where nspname = ${schema}`.execute(db);
    if (exists.rows.length === 0) throw error;
  }
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The database has no current schema (check search_path)');
  return schema;
}
