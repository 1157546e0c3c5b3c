import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_view')
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('viewer_key', 'text', (col) => col.notNull())
    .addColumn('viewed_hour', 'timestamptz', (col) => col.notNull())
    .addColumn('viewed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Leads with product_id so it also serves the per-product counts.
    .addPrimaryKeyConstraint('product_view_once_per_hour', ['product_id', 'viewer_key', 'viewed_hour'])
    .execute();
}
