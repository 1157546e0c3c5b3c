import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase } from '../../bff/src/db/database';
import type { Database } from '../../bff/src/db/tables';
import { createLogger } from '../../bff/src/logger';
import { OrderSender } from '../../bff/src/orders/order-sender';
import { recordOrder, type OrderToRecord } from '../../bff/src/orders/order-store';
import { claimNextDue, claimOrder, markAttemptFailed, refreshPendingToken } from '../../bff/src/orders/send-queue';
import { UpstreamOrders } from '../../bff/src/orders/upstream-orders';
import { UpstreamClient } from '../../bff/src/upstream/client';
import { databaseKinds, TEST_POSTGRES_URL, useTestDatabase } from '../db/test-databases';
import { startShopDouble, type ShopDouble } from '../double/server';
import { orderPosts, shopOrdersFor } from './order-shop';

const LEASE_MS = 60_000;

function anOrder(userId: number, change: Partial<OrderToRecord> = {}): OrderToRecord {
  return {
    userId,
    idempotencyKey: randomUUID(),
    recipient: { name: 'Người Nhận', address: '1 Đường Demo', phone: '0901234567', email: 'a@demo.vn' },
    total: 175_000,
    deposit: 87_500,
    upstreamToken: 'token-1',
    lines: [
      {
        product_id: 100000,
        name: 'Card nhựa PVC',
        material: 'Nhựa',
        effect: 'Bóng',
        size: '5.4x8.6',
        sides: '1 mặt',
        is_designed: 'Đã có',
        designs: 1,
        quantity: 50,
        img_src: 'https://cdn.example.com/a.png',
        unit_price: 3500,
        line_total: 175_000,
        design_fee: 0,
        cart_line_id: null,
      },
    ],
    cartLineIds: [],
    ...change,
  };
}

async function addCartLine(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db
    .insertInto('cart_line')
    .values({ user_id: userId, product_id: 100000, name: 'Card nhựa PVC', quantity: 50 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(databaseKinds())('recording and claiming orders on $kind', (engine) => {
  const database = useTestDatabase(engine);

  it('records an order, its lines and the removal of its cart lines together; a repeated key returns the first order', async () => {
    const { db } = database();
    const [ordered, kept] = [await addCartLine(db, 2), await addCartLine(db, 2)];
    const order = anOrder(2, { cartLineIds: [ordered] });
    const [a, b] = await Promise.all([recordOrder(db, order), recordOrder(db, { ...order, total: 1 })]);
    const again = await recordOrder(db, { ...order, cartLineIds: [kept] });
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(again.created).toBe(false);
    expect(new Set([a.order.id, b.order.id, again.order.id]).size).toBe(1);
    expect(a.order.total).toBe(175_000);
    expect(await db.selectFrom('shop_order').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('shop_order_line').select('line_no').execute()).toEqual([{ line_no: 1 }]);
    expect((await db.selectFrom('cart_line').select('id').execute()).map((r) => r.id)).toEqual([kept]);
  });

  it('lets one claimer hold an order until its lease lapses, and ignores a stale claimer', async () => {
    const { db } = database();
    const { order } = await recordOrder(db, anOrder(2));
    const claim = await claimOrder(db, order.id, LEASE_MS);
    expect(claim?.earlierAttempts).toBe(0);
    expect(await claimOrder(db, order.id, LEASE_MS)).toBeNull();
    expect(await claimNextDue(db, LEASE_MS)).toBeNull();

    await db.updateTable('shop_order').set({ send_lease_until: sql<Date>`now() - interval '1 second'` }).execute();
    const second = await claimOrder(db, order.id, LEASE_MS);
    expect(second?.earlierAttempts).toBe(1);
    // The first claimer comes back late: its result must not release the second one's claim.
    await markAttemptFailed(db, claim!, { error: 'late', refused: false, retryInMs: 0, giveUp: false });
    const row = await db.selectFrom('shop_order').selectAll().executeTakeFirstOrThrow();
    expect(row.last_error).toBeNull();
    expect(row.send_lease_until).toEqual(second!.lease);
  });

  it('hands each due order to exactly one of many concurrent claimers', async () => {
    const { db } = database();
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await recordOrder(db, anOrder(2))).order.id);
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimNextDue(db, LEASE_MS)));
    const claimed = claims.filter((c) => c !== null).map((c) => c!.order.id);
    expect(claimed.sort()).toEqual([...ids].sort());
  });

  it("gives a shopper's current token to their pending orders only", async () => {
    const { db } = database();
    const pending = (await recordOrder(db, anOrder(2))).order.id;
    const sent = (await recordOrder(db, anOrder(2))).order.id;
    const other = (await recordOrder(db, anOrder(3))).order.id;
    await db.updateTable('shop_order').set({ status: 'sent', upstream_token: null }).where('id', '=', sent).execute();
    await refreshPendingToken(db, 2, 'token-2');
    const tokens = Object.fromEntries((await db.selectFrom('shop_order').select(['id', 'upstream_token']).execute()).map((r) => [r.id, r.upstream_token]));
    expect(tokens).toEqual({ [pending]: 'token-2', [sent]: null, [other]: 'token-1' });
  });
});

describe.each(databaseKinds())('two order senders on one $kind database', (engine) => {
  const database = useTestDatabase(engine);
  let double: ShopDouble;
  let second: AppDatabase | undefined;
  const clients: UpstreamClient[] = [];
  beforeAll(async () => {
    double = await startShopDouble({ mode: 'contract' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await second?.close();
    await double?.close();
  });

  it('send each pending order once, however they race', async () => {
    const { db } = database();
    if (engine.kind === 'postgres') {
      // A second instance: its own connection pool on the same schema.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      second ??= await openDatabase({ url: TEST_POSTGRES_URL, schema: rows[0]!.schema, migrate: false, poolSize: 4 });
    }
    const token = await double.signToken({ userId: 2, email: 'an@demo.vn', fullname: 'Nguyễn Văn An' });
    const names = ['Khách Một', 'Khách Hai', 'Khách Ba', 'Khách Bốn'];
    for (const name of names) {
      const order = anOrder(2, { upstreamToken: token });
      await recordOrder(db, { ...order, recipient: { ...order.recipient, name } });
    }
    const sender = (on: Kysely<Database>) => {
      const client = new UpstreamClient({ baseUrl: double.url });
      clients.push(client);
      const settings = { intervalMs: 60_000, retryBaseMs: 0, retryMaxMs: 0, maxRefusals: 3, leaseMs: LEASE_MS };
      return new OrderSender(on, new UpstreamOrders(client), settings, createLogger('silent'));
    };
    const before = orderPosts(double);
    await Promise.all([sender(db).drain(), sender(second?.db ?? db).drain()]);
    expect(orderPosts(double) - before).toBe(names.length);
    for (const name of names) expect(await shopOrdersFor(double, name)).toHaveLength(1);
    const statuses = await db.selectFrom('shop_order').select('status').execute();
    expect(statuses.every((s) => s.status === 'sent')).toBe(true);
  });
});
