import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('rating', 'smallint', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('author_name', 'text')
    .addColumn('author_avatar', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('review_one_per_user_product', ['user_id', 'product_id'])
    .addCheckConstraint('review_rating_range', sql`rating between 1 and 5`)
    .execute();

  // Cursor pages, newest first: (created_at, id) < (cursor) order by both desc.
  await db.schema
    .createIndex('review_by_product_newest')
    .on('review')
    .columns(['product_id', 'created_at desc', 'id desc'])
    .execute();
}
