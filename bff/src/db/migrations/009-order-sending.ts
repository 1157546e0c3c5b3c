import { sql, type Kysely } from 'kysely';

/** What the order sender needs to deliver each order upstream exactly once, and per-line design fees. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('shop_order')
    // An instance sending the order holds it until then; a crashed sender's claim lapses.
    .addColumn('send_lease_until', 'timestamptz')
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('first_attempt_at', 'timestamptz')
    .addColumn('upstream_refusals', 'integer', (col) => col.notNull().defaultTo(0))
    // The shopper's upstream token, for retries; cleared once the order is sent.
    .addColumn('upstream_token', 'text')
    .execute();
  await db.schema
    .createIndex('shop_order_to_send')
    .on('shop_order')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .alterTable('shop_order_line')
    .addColumn('design_fee', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('cart_line').addColumn('dpi_warning', 'text').execute();
}
