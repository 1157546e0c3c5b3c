import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from '../../bff/src/db/pglite-dialect';

interface Tables {
  note: { id: number; body: string };
}

describe('PGliteDialect', () => {
  let db: Kysely<Tables>;

  beforeEach(async () => {
    db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: new PGlite('memory://'), acquireTimeoutMs: 500 }) });
    await db.schema
      .createTable('note')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('body', 'text', (col) => col.notNull())
      .execute();
  });

  afterEach(async () => {
    await db.destroy();
  });

  it('runs outside queries only after a transaction ends, never inside it', async () => {
    const events: string[] = [];
    let letCommit!: () => void;
    const mayCommit = new Promise<void>((resolve) => (letCommit = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));

    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('note').values({ id: 1, body: 'trong giao dịch' }).execute();
      inserted();
      await mayCommit;
      await trx.updateTable('note').set({ body: 'đã lưu' }).where('id', '=', 1).execute();
      events.push('commit');
    });
    await insertDone;
    const outside = db
      .selectFrom('note')
      .select('body')
      .execute()
      .then((rows) => {
        events.push('outside');
        return rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
    letCommit();
    await transaction;
    expect(await outside).toEqual([{ body: 'đã lưu' }]);
    expect(events).toEqual(['commit', 'outside']);
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('note').values({ id: 1, body: 'mất' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.selectFrom('note').selectAll().execute()).toEqual([]);
  });

  it('rolls back to a savepoint', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('note').values({ id: 1, body: 'giữ' }).execute();
    const inner = await trx.savepoint('before_second').execute();
    await inner.insertInto('note').values({ id: 2, body: 'bỏ' }).execute();
    await inner.rollbackToSavepoint('before_second').execute();
    await inner.commit().execute();
    expect(await db.selectFrom('note').select('id').execute()).toEqual([{ id: 1 }]);
  });

  it('reports affected rows of writes', async () => {
    await db.insertInto('note').values([{ id: 1, body: 'a' }, { id: 2, body: 'b' }, { id: 3, body: 'c' }]).execute();
    const updated = await db.updateTable('note').set({ body: 'x' }).where('id', '<', 3).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('note').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('fails clearly when a transaction waits on a query that uses the database instead of the transaction', async () => {
    await expect(
      db.transaction().execute(async () => {
        await db.selectFrom('note').selectAll().execute();
      }),
    ).rejects.toThrow(/still busy.*must use the transaction/);
    // The connection is free again afterwards.
    expect(await sql<{ one: number }>`select 1 as one`.execute(db)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('refuses queries once destroyed', async () => {
    await db.destroy();
    await expect(db.selectFrom('note').selectAll().execute()).rejects.toThrow();
  });
});
