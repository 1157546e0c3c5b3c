import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_order')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('order_code', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('recipient_name', 'text', (col) => col.notNull())
    .addColumn('recipient_address', 'text', (col) => col.notNull())
    .addColumn('recipient_phone', 'text', (col) => col.notNull())
    .addColumn('recipient_email', 'text', (col) => col.notNull())
    .addColumn('total', 'integer')
    .addColumn('deposit', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending_upstream'))
    .addColumn('upstream_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('upstream_order_id', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addUniqueConstraint('shop_order_code_unique', ['order_code'])
    .addUniqueConstraint('shop_order_idempotency_unique', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createIndex('shop_order_by_user')
    .on('shop_order')
    .columns(['user_id', 'created_at desc'])
    .execute();
  await db.schema.createIndex('shop_order_by_status').on('shop_order').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('shop_order_line')
    .addColumn('order_id', 'text', (col) => col.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (col) => col.notNull())
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
    .addColumn('line_total', 'integer')
    .addColumn('cart_line_id', 'text')
    .addPrimaryKeyConstraint('shop_order_line_pk', ['order_id', 'line_no'])
    .execute();
}
