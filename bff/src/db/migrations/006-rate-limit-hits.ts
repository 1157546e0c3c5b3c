import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('hit_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema.createIndex('rate_limit_hit_window').on('rate_limit_hit').columns(['bucket', 'hit_at']).execute();
}
