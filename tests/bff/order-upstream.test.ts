import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CookieClient } from './account-client';
import { ADD_TO_CART, CART, eventually, ORDER, ORDERS, PLACE_ORDER, RECIPIENT, signedIn, startDesignServer, testOrderSettings } from './order-helpers';
import { lineOf, orderPosts, shopOrdersFor, type PRODUCTS } from './order-shop';
import { MODES, startStack, type Stack } from './stack';

const HOTLINE = '0909 123 456';

describe.each(MODES)('orders when the shop fails, against the %s double', (mode) => {
  let stack: Stack;
  let designs: Awaited<ReturnType<typeof startDesignServer>>;
  let an: CookieClient;
  beforeAll(async () => {
    stack = await startStack(mode, { orderSettings: testOrderSettings({ maxRefusals: 3 }) });
    designs = await startDesignServer();
    an = await signedIn(stack, 'an@demo.vn');
    // Warm the catalogue and contacts caches, as a running shop would have them.
    await stack.gql('{ shop { hotlines } products(first: 1) { totalCount } }');
  });
  afterEach(async () => {
    stack.double.faults.clear();
    await stack.double.faults.up();
  });
  afterAll(async () => {
    await stack?.close();
    await designs?.close();
  });

  async function orderFromCart(product: keyof typeof PRODUCTS, name: string) {
    const added = await an.gql(ADD_TO_CART, { input: lineOf(product, designs.url('sharp.png')) });
    const lineId = added.data.addToCart.line.id;
    const { data } = await an.gql(PLACE_ORDER, { input: { idempotencyKey: randomUUID(), cartLineIds: [lineId], recipient: { ...RECIPIENT, name } } });
    expect(data.placeOrder.__typename).toBe('OrderPayload');
    return { order: data.placeOrder.order, lineId };
  }

  const drain = () => stack.app.services.orders.sender.drain();
  const orderNamed = async (code: string) => (await an.gql(ORDER, { code })).data.order;

  it('keeps a refused order recorded and pending, with the hotline, removes its cart line, and delivers it once the shop is back', async () => {
    stack.double.faults.fail('POST /api/order');
    const before = orderPosts(stack.double);
    const { order, lineId } = await orderFromCart('calendar', 'Khách Shop Lỗi');
    expect(order.status).toBe('PENDING_UPSTREAM');
    expect(order.statusLabel).toBe(`Chưa gửi được tới shop — hệ thống sẽ tự gửi lại; cần gấp, vui lòng gọi hotline ${HOTLINE} hoặc 0938 765 432.`);
    expect((await an.gql(CART)).data.cart.lines.map((l: any) => l.id)).not.toContain(lineId);
    expect((await an.gql(ORDERS)).data.orders.find((o: any) => o.code === order.code)).toMatchObject({ status: 'PENDING_UPSTREAM', lines: [{ productId: '100010' }] });
    const recorded = await stack.app.services.database.db.selectFrom('shop_order').selectAll().where('order_code', '=', order.code).executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ status: 'pending_upstream', upstream_attempts: 1, upstream_refusals: 1, last_error: 'HTTP 500: Internal server error' });

    stack.double.faults.clear();
    await drain();
    expect(await orderNamed(order.code)).toMatchObject({ status: 'SENT', statusLabel: 'Đã gửi tới shop — chờ shop xác nhận' });
    await drain();
    expect(orderPosts(stack.double) - before).toBe(2);
    expect(await shopOrdersFor(stack.double, 'Khách Shop Lỗi')).toEqual([expect.objectContaining({ items: [{ name: 'Lịch để bàn 2025', quantity: 50 }] })]);
  });

  it('keeps the order when the shop is unreachable and sends it exactly once after it comes back', async () => {
    await stack.double.faults.down();
    const before = orderPosts(stack.double);
    const { order } = await orderFromCart('notebook', 'Khách Mất Mạng');
    expect(order.status).toBe('PENDING_UPSTREAM');
    expect(order.statusLabel).toContain(HOTLINE);

    await stack.double.faults.up();
    // The client's circuit breaker may still be open for a few seconds.
    await eventually(async () => {
      await drain();
      expect((await orderNamed(order.code)).status).toBe('SENT');
    }, 10_000);
    expect(orderPosts(stack.double) - before).toBe(1);
    expect(await shopOrdersFor(stack.double, 'Khách Mất Mạng')).toHaveLength(1);
  });

  it('treats a garbled answer as unknown: it finds the order the shop did record instead of sending it again', async () => {
    // A proxy's maintenance page replaces the answer after the shop recorded the order.
    stack.double.faults.garbage('POST /api/order', 'html');
    const before = orderPosts(stack.double);
    const { order } = await orderFromCart('wallCalendar', 'Khách Trang Bảo Trì');
    expect(order.status).toBe('PENDING_UPSTREAM');
    const recorded = await stack.app.services.database.db.selectFrom('shop_order').selectAll().where('order_code', '=', order.code).executeTakeFirstOrThrow();
    expect(recorded.upstream_refusals).toBe(0);

    stack.double.faults.clear();
    await drain();
    expect((await orderNamed(order.code)).status).toBe('SENT');
    expect(orderPosts(stack.double) - before).toBe(1);
    expect(await shopOrdersFor(stack.double, 'Khách Trang Bảo Trì')).toHaveLength(1);
  });

  it.runIf(mode === 'deployed')('shows a second order of a product the shop already holds as not received, with the hotline, and never duplicates it', async () => {
    const { order } = await orderFromCart('takenCard', 'Khách Trùng Sản Phẩm');
    expect(order.status).toBe('PENDING_UPSTREAM');
    expect(order.statusLabel).toContain(HOTLINE);
    await drain();
    await drain();
    const after = await orderNamed(order.code);
    expect(after).toMatchObject({ status: 'PENDING_UPSTREAM', statusLabel: `Shop chưa nhận được đơn này — vui lòng gọi hotline ${HOTLINE} hoặc 0938 765 432 để shop xử lý.` });
    // The shop kept only empty shells of the refused attempts: no order carries the line.
    const held = await shopOrdersFor(stack.double, 'Khách Trùng Sản Phẩm');
    expect(held.length).toBe(3);
    expect(held.every((o) => o.items.length === 0)).toBe(true);
    // Given up after three refusals: no more attempts.
    const posts = orderPosts(stack.double);
    await drain();
    expect(orderPosts(stack.double)).toBe(posts);
  });

  it.runIf(mode === 'contract')('sends an order of a product someone already ordered (the contract allows it)', async () => {
    const { order } = await orderFromCart('takenCard', 'Khách Đơn Thứ Hai');
    expect(order.status).toBe('SENT');
  });
});

describe.each(MODES)('an order whose answer was lost, against the %s double', (mode) => {
  let stack: Stack;
  let designs: Awaited<ReturnType<typeof startDesignServer>>;
  beforeAll(async () => {
    stack = await startStack(mode, { upstreamTimeoutMs: 300, orderSettings: testOrderSettings() });
    designs = await startDesignServer();
  });
  afterAll(async () => {
    await stack?.close();
    await designs?.close();
  });

  it('finds the order the shop did receive and never sends it a second time', async () => {
    const an = await signedIn(stack, 'an@demo.vn');
    // The shop takes longer than the BFF waits: the BFF gives up, the shop still records the order.
    stack.double.faults.slow('POST /api/order', 1500);
    const before = orderPosts(stack.double);
    const { data } = await an.gql(PLACE_ORDER, {
      input: { idempotencyKey: randomUUID(), lines: [lineOf('lenticular', designs.url('sharp.png'), { quantity: 70 })], recipient: { ...RECIPIENT, name: 'Khách Chờ Lâu' } },
    });
    expect(data.placeOrder.order.status).toBe('PENDING_UPSTREAM');
    await eventually(async () => expect(await shopOrdersFor(stack.double, 'Khách Chờ Lâu')).toHaveLength(1));
    stack.double.faults.clear();

    await stack.app.services.orders.sender.drain();
    const order = (await an.gql(ORDER, { code: data.placeOrder.order.code })).data.order;
    expect(order).toMatchObject({ status: 'SENT', shopStatus: '1' });
    expect(orderPosts(stack.double) - before).toBe(1);
    expect(await shopOrdersFor(stack.double, 'Khách Chờ Lâu')).toEqual([expect.objectContaining({ items: [{ name: 'Post card 3D Lenticular', quantity: 70 }] })]);
  });
});

describe('the background sender', () => {
  it('delivers a pending order by itself once the shop answers again', async () => {
    const stack = await startStack('deployed', { orderSettings: testOrderSettings({ intervalMs: 100 }) });
    const designs = await startDesignServer();
    try {
      const an = await signedIn(stack, 'an@demo.vn');
      stack.double.faults.fail('POST /api/order', 503);
      const { data } = await an.gql(PLACE_ORDER, {
        input: { idempotencyKey: randomUUID(), lines: [lineOf('hologram', designs.url('sharp.png'))], recipient: { ...RECIPIENT, name: 'Khách Tự Gửi' } },
      });
      expect(data.placeOrder.order.status).toBe('PENDING_UPSTREAM');
      stack.double.faults.clear();
      await eventually(async () => expect((await an.gql(ORDERS)).data.orders[0].status).toBe('SENT'));
      expect(await shopOrdersFor(stack.double, 'Khách Tự Gửi')).toHaveLength(1);
    } finally {
      await stack.close();
      await designs.close();
    }
  });
});
