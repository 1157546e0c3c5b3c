import type { Kysely } from 'kysely';
import type { Database, NewShopOrderLine, ShopOrder, ShopOrderLine } from '../db/tables';
import { isUniqueViolation } from '../db/unique-violation';
import { newOrderCode } from './order-code';

export interface OrderToRecord {
  userId: number;
  idempotencyKey: string;
  recipient: { name: string; address: string; phone: string; email: string };
  total: number;
  deposit: number;
  /** The shopper's upstream token, so the order can be sent again later. */
  upstreamToken: string;
  lines: Omit<NewShopOrderLine, 'order_id' | 'line_no'>[];
  /** The cart lines this order consumes: deleted in the same transaction. */
  cartLineIds: readonly string[];
}

export interface Recorded {
  order: ShopOrder;
  /** False when an order with this idempotency key already existed: it is returned, nothing is written. */
  created: boolean;
}

/**
 * Records an order, its lines and the removal of its cart lines in one
 * transaction, keyed by (shopper, idempotency key): a repeated key returns
 * the order recorded the first time, whatever the rest of the request says.
 */
export async function recordOrder(db: Kysely<Database>, order: OrderToRecord): Promise<Recorded> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await recordOnce(db, order, newOrderCode());
    } catch (error) {
      // Two orders drew the same code: draw again.
      if (attempt >= 3 || !isUniqueViolation(error, 'shop_order_code_unique')) throw error;
    }
  }
}

async function recordOnce(db: Kysely<Database>, order: OrderToRecord, code: string): Promise<Recorded> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('shop_order')
      .values({
        user_id: order.userId,
        order_code: code,
        idempotency_key: order.idempotencyKey,
        recipient_name: order.recipient.name,
        recipient_address: order.recipient.address,
        recipient_phone: order.recipient.phone,
        recipient_email: order.recipient.email,
        total: order.total,
        deposit: order.deposit,
        status: 'pending_upstream',
        upstream_token: order.upstreamToken,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      const existing = await orderByKey(trx, order.userId, order.idempotencyKey);
      if (!existing) throw new Error('An order with this idempotency key vanished');
      return { order: existing, created: false };
    }
    await trx
      .insertInto('shop_order_line')
      .values(order.lines.map((line, i) => ({ ...line, order_id: inserted.id, line_no: i + 1 })))
      .execute();
    if (order.cartLineIds.length > 0) {
      await trx.deleteFrom('cart_line').where('user_id', '=', order.userId).where('id', 'in', [...order.cartLineIds]).execute();
    }
    return { order: inserted, created: true };
  });
}

export function orderByKey(db: Kysely<Database>, userId: number, key: string): Promise<ShopOrder | undefined> {
  return db
    .selectFrom('shop_order')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The shopper's orders, newest first. */
export function ordersOf(db: Kysely<Database>, userId: number): Promise<ShopOrder[]> {
  return db.selectFrom('shop_order').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** One of the shopper's orders by its code; another shopper's code finds nothing. */
export function orderOf(db: Kysely<Database>, userId: number, code: string): Promise<ShopOrder | undefined> {
  return db.selectFrom('shop_order').selectAll().where('user_id', '=', userId).where('order_code', '=', code).executeTakeFirst();
}

export function orderById(db: Kysely<Database>, id: string): Promise<ShopOrder | undefined> {
  return db.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The lines of these orders, in line order, by order id. */
export async function linesOf(db: Kysely<Database>, orderIds: readonly string[]): Promise<Map<string, ShopOrderLine[]>> {
  const byOrder = new Map<string, ShopOrderLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('shop_order_line')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
  for (const row of rows) byOrder.get(row.order_id)?.push(row);
  return byOrder;
}
