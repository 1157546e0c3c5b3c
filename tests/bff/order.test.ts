import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc16CcittFalse } from '../../bff/src/orders/vietqr';
import { cookieClient, type CookieClient } from './account-client';
import { ADD_TO_CART, CART, ORDER, ORDERS, PLACE_ORDER, RECIPIENT, REORDER, signedIn, startDesignServer, testOrderSettings } from './order-helpers';
import { lineOf, orderPosts, shopOrdersFor } from './order-shop';
import { MODES, startStack, type Stack } from './stack';

describe.each(MODES)('placing orders, against the %s double', (mode) => {
  let stack: Stack;
  let designs: Awaited<ReturnType<typeof startDesignServer>>;
  let an: CookieClient;
  let binh: CookieClient;
  let link: string;
  beforeAll(async () => {
    stack = await startStack(mode, { orderSettings: testOrderSettings() });
    designs = await startDesignServer();
    link = designs.url('sharp.png');
    an = await signedIn(stack, 'an@demo.vn');
    binh = await signedIn(stack, 'binh@demo.vn');
  });
  afterAll(async () => {
    await stack?.close();
    await designs?.close();
  });

  async function addToCart(client: CookieClient, line: Record<string, unknown>): Promise<string> {
    const { data } = await client.gql(ADD_TO_CART, { input: line });
    expect(data.addToCart.__typename).toBe('CartPayload');
    return data.addToCart.line.id;
  }

  const place = (client: CookieClient, input: Record<string, unknown>) =>
    client.gql(PLACE_ORDER, { input: { idempotencyKey: randomUUID(), recipient: RECIPIENT, ...input } });

  let anOrderCode = '';

  it('records the ticked cart lines once, sends them once, and keeps the other line — even when placed twice with one key', async () => {
    const ticked = await addToCart(an, lineOf('card', link, { quantity: 100, isDesigned: false }));
    const other = await addToCart(an, lineOf('hardCard', link));
    const before = orderPosts(stack.double);
    const recipient = { ...RECIPIENT, name: 'Khách Bấm Hai Lần' };
    const input = { idempotencyKey: randomUUID(), cartLineIds: [ticked], recipient };

    // A double click: two requests at once, then a retry after a "timeout".
    const [first, second] = await Promise.all([an.gql(PLACE_ORDER, { input }), an.gql(PLACE_ORDER, { input })]);
    const retry = await an.gql(PLACE_ORDER, { input });
    const { code } = first.data.placeOrder.order;
    expect(first.data.placeOrder.message).toBe('Đã thêm vào đơn hàng của bạn');
    expect(second.data.placeOrder.order.code).toBe(code);
    expect(retry.data.placeOrder.order.code).toBe(code);
    // The twin that did not record the order may answer while the first is still sending it.
    const order = (await an.gql(ORDER, { code })).data.order;
    expect(orderPosts(stack.double) - before).toBe(1);
    expect((await an.gql(ORDERS)).data.orders.filter((o: any) => o.code === order.code)).toHaveLength(1);

    // 100 cards, one design (the limited column: 253k per 100), plus a 50 000 đ design fee.
    expect(order).toMatchObject({
      status: 'SENT',
      statusLabel: 'Đã gửi tới shop — chờ shop xác nhận',
      shopStatus: '1',
      total: 253_000 + 50_000,
      deposit: 126_500 + 50_000,
      recipient,
      lines: [{ productId: '100000', name: 'Card nhựa PVC', material: 'Nhựa', effect: 'Bóng', size: '5.4x8.6', sides: '1 mặt', hasDesign: false, quantity: 100, unitPrice: 2530, lineTotal: 253_000, designFee: 50_000, designLink: link }],
    });
    expect(order.code).toMatch(/^DH[A-Z2-9]{8}$/);
    const payment = order.payment;
    expect(payment).toMatchObject({ amount: 176_500, transferMessage: order.code });
    expect(payment.vietQrPayload).toContain(`0010A0000007270124000697043601100123456789`);
    expect(payment.vietQrPayload).toContain(`5406176500`);
    expect(payment.vietQrPayload).toContain(`62140810${order.code}`);
    expect(payment.vietQrPayload.slice(-4)).toBe(crc16CcittFalse(payment.vietQrPayload.slice(0, -4)));
    expect(payment.vietQrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    expect((await an.gql(CART)).data.cart.lines.map((l: any) => l.id)).toEqual([other]);
    expect(await shopOrdersFor(stack.double, recipient.name)).toEqual([
      expect.objectContaining({ items: [{ name: 'Card nhựa PVC', quantity: 100 }] }),
    ]);
    anOrderCode = order.code;
  });

  it('checks the recipient and the lines before recording or sending anything', async () => {
    const line = await addToCart(an, lineOf('polar', link));
    const theirs = await addToCart(binh, lineOf('polar', link));
    const before = orderPosts(stack.double);
    const ordersBefore = (await an.gql(ORDERS)).data.orders.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cartLineIds: [line], recipient: { ...RECIPIENT, phone: '12345' } }, 'recipient.phone', 'Số điện thoại không hợp lệ.'],
      [{ cartLineIds: [line], recipient: { ...RECIPIENT, name: ' ' } }, 'recipient.name', 'Bạn không được bỏ trống trường này.'],
      [{ cartLineIds: [line], recipient: { ...RECIPIENT, email: 'an@' } }, 'recipient.email', 'Email không hợp lệ.'],
      [{ cartLineIds: [] }, 'lines', 'Bạn chưa chọn sản phẩm nào để đặt hàng.'],
      [{ cartLineIds: [theirs] }, 'cartLineIds', 'Một số sản phẩm không còn trong giỏ hàng. Vui lòng tải lại trang và chọn lại.'],
      [{ lines: [lineOf('polar', link, { quantity: 0 })] }, 'lines[0].quantity', 'Card Polar: Số lượng phải là số nguyên từ 1 đến 100.000.'],
      [{ lines: [lineOf('polar', link, { designLink: 'file:///etc/passwd' })] }, 'lines[0].designLink', 'Card Polar: Link ảnh thiết kế phải là một đường dẫn http:// hoặc https:// hợp lệ.'],
      [{ lines: [lineOf('frame', link, { quantity: 2 })] }, 'lines[0]', 'Khung ảnh gỗ để bàn: sản phẩm được báo giá theo yêu cầu, vui lòng liên hệ hotline 0909 123 456 hoặc 0938 765 432 để đặt.'],
    ];
    for (const [input, field, message] of cases) {
      const { data } = await place(an, input);
      expect(data.placeOrder).toMatchObject({ __typename: 'InvalidInput', field, message });
    }
    expect(orderPosts(stack.double)).toBe(before);
    expect((await an.gql(ORDERS)).data.orders).toHaveLength(ordersBefore);
    expect((await an.gql(CART)).data.cart.lines.map((l: any) => l.id)).toContain(line);
    expect((await binh.gql(CART)).data.cart.lines.map((l: any) => l.id)).toContain(theirs);
  });

  it('orders now, without the cart, at the server’s price', async () => {
    const cartBefore = (await an.gql(CART)).data.cart.lineCount;
    const { data } = await place(an, { lines: [lineOf('postcard', link, { quantity: 120, designs: 2 })] });
    // 100 post cards with up to 2 designs… no: 120 with 2 designs exceeds the 1-design limit: 170k per 100 → 1 700 đ.
    expect(data.placeOrder.order).toMatchObject({ total: 204_000, deposit: 102_000, lines: [{ quantity: 120, unitPrice: 1700 }] });
    expect((await an.gql(CART)).data.cart.lineCount).toBe(cartBefore);
  });

  it("never shows one shopper another's order, whatever is asked", async () => {
    const { data } = await place(binh, { lines: [lineOf('ticket', link)], recipient: { ...RECIPIENT, name: 'Trần Thị Bình', phone: '0912345678' } });
    const binhCode = data.placeOrder.order.code;

    const anCodes = (await an.gql(ORDERS)).data.orders.map((o: any) => o.code);
    const binhCodes = (await binh.gql(ORDERS)).data.orders.map((o: any) => o.code);
    expect(anCodes).toContain(anOrderCode);
    expect(anCodes).not.toContain(binhCode);
    expect(binhCodes).toEqual([binhCode]);
    expect((await an.gql(ORDER, { code: binhCode })).data.order).toBeNull();
    expect((await binh.gql(ORDER, { code: anOrderCode })).data.order).toBeNull();
    expect((await binh.gql(REORDER, { code: anOrderCode })).data.reorder).toMatchObject({ __typename: 'InvalidInput', code: 'UNKNOWN_ORDER' });
    // Not even the shop's own orders of other users (its list returns everyone's).
    expect(binhCodes.some((code: string) => /^[A-Z0-9]{6}\d{13}$/.test(code))).toBe(false);

    const visitor = cookieClient(stack);
    expect((await visitor.gql(ORDERS)).data.orders).toEqual([]);
    expect((await visitor.gql(ORDER, { code: anOrderCode })).data.order).toBeNull();
  });

  it('puts the lines of a past order back in the cart at current prices', async () => {
    const cart = (await an.gql(CART)).data.cart.lineCount;
    const { data } = await an.gql(REORDER, { code: anOrderCode });
    expect(data.reorder.message).toBe('Đã thêm vào giỏ hàng của bạn');
    expect(data.reorder.cart.lineCount).toBe(cart + 1);
    const added = data.reorder.cart.lines.at(-1);
    expect(added).toMatchObject({ productId: '100000', quantity: 100, hasDesign: false, designLink: link, quotedUnitPrice: 2530, quote: { unitPrice: 2530, designFee: 50_000 } });
  });
});
