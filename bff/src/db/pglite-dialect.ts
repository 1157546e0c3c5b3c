import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

export interface PGliteDialectConfig {
  /** The instance is owned by the dialect: `Kysely.destroy()` closes it. */
  pglite: PGlite;
  /**
   * How long a query may wait for the single connection before failing.
   * A wait this long almost always means code inside `db.transaction()` used
   * `db` instead of `trx`, which on PGlite waits for itself forever.
   */
  acquireTimeoutMs?: number;
}

/** A Kysely dialect for embedded PGlite, speaking the same SQL as PostgreSQL. */
export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#config.pglite, this.#config.acquireTimeoutMs ?? 15_000);
  }

  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PGliteConnection;
  readonly #mutex: ConnectionMutex;
  #destroyed = false;

  constructor(pglite: PGlite, acquireTimeoutMs: number) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
    this.#mutex = new ConnectionMutex(acquireTimeoutMs);
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  // PGlite has one session: a transaction must own it until it ends, or
  // other callers' statements would run inside it.
  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#destroyed) throw new Error('PGlite database has been closed');
    await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    this.#destroyed = true;
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

const WRITE_QUERY_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      rowMode: 'object',
    });
    const isWrite =
      WRITE_QUERY_KINDS.has(compiledQuery.query.kind) ||
      (compiledQuery.query.kind === 'RawNode' && (result.affectedRows ?? 0) > 0);
    return {
      rows: result.rows,
      numAffectedRows: isWrite ? BigInt(result.affectedRows ?? 0) : undefined,
    };
  }

  // PGlite has no server-side cursors here: read everything, hand it out in chunks.
  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }
}

class ConnectionMutex {
  readonly #timeoutMs: number;
  #held = false;
  readonly #waiters: Array<() => void> = [];

  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs;
  }

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.#waiters.indexOf(grant);
        if (index >= 0) this.#waiters.splice(index, 1);
        reject(
          new Error(
            `PGlite connection still busy after ${this.#timeoutMs} ms ` +
              '(a query inside a transaction must use the transaction, not the database)',
          ),
        );
      }, this.#timeoutMs);
      this.#waiters.push(grant);
    });
  }

  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
