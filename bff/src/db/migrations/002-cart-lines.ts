import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart_line')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('material', 'text')
    .addColumn('effect', 'text')
    .addColumn('size', 'text')
    .addColumn('sides', 'text')
    .addColumn('is_designed', 'text')
    .addColumn('designs', 'integer')
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('img_src', 'text')
    .addColumn('unit_price', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('cart_line_quantity_positive', sql`quantity > 0`)
    .execute();

  await db.schema.createIndex('cart_line_by_user').on('cart_line').columns(['user_id', 'created_at']).execute();
}
