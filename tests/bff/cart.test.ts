import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieClient, type CookieClient } from './account-client';
import {
  ADD_TO_CART,
  CART,
  cardLine,
  QUOTE,
  REMOVE_FROM_CART,
  signedIn,
  startDesignServer,
  testOrderSettings,
} from './order-helpers';
import { IMAGE_CHECKS } from '../../bff/src/cart/prepare-line';
import { DEMO_USERS } from '../double/seed/users';
import { MODES, startStack, type Stack } from './stack';

/** Card nhựa PVC 5.4x8.6 in the demo data: 50 for 175k, 100 for 298k, 200 for 525k, 500 for 1 050k (any designs, 1 side). */
const CARD = { productId: '100000', material: 'Nhựa', effect: 'Bóng', size: '5.4x8.6', sides: '1 mặt', designs: 3 };

describe.each(MODES)('quote, against the %s double', (mode) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(mode, { orderSettings: testOrderSettings() });
  });
  afterAll(() => stack?.close());

  const quote = async (input: Record<string, unknown>) => {
    const { data, errors } = await stack.gql(QUOTE, { input: { ...CARD, ...input } });
    expect(errors).toBeUndefined();
    return data.quote;
  };

  it.each([
    ['exactly the first tier', 50, 50, 3500],
    ['between the first and second tier', 99, 50, 3500],
    ['exactly the second tier', 100, 100, 2980],
    ['below the first tier', 10, 50, 3500],
    ['exactly the last tier', 500, 500, 2100],
    ['above the last tier', 100_000, 500, 2100],
  ])('prices %s (quantity %i → tier %i, %i đ each)', async (_label, quantity, tier, unit) => {
    expect(await quote({ quantity })).toEqual({
      __typename: 'Quote',
      productId: '100000',
      quantity,
      tierQuantity: tier,
      column: { sides: 1, designLimit: null },
      unitPrice: unit,
      lineTotal: unit * quantity,
      designFee: 0,
      total: unit * quantity,
      deposit: Math.ceil((unit * quantity) / 2),
    });
  });

  it('takes the limited-designs column when the designs fit, per side count', async () => {
    expect(await quote({ quantity: 50, designs: 2 })).toMatchObject({ column: { sides: 1, designLimit: '2 mẫu' }, unitPrice: 2980 });
    expect(await quote({ quantity: 50, sides: '2 mặt', designs: 4 })).toMatchObject({ column: { sides: 2, designLimit: '4 mẫu' }, unitPrice: 4020 });
    expect(await quote({ quantity: 50, sides: '2 mặt', designs: 5 })).toMatchObject({ column: { sides: 2, designLimit: null }, unitPrice: 4720 });
  });

  it('adds the design fee (50 000 đ per design) when the shopper has no design, wholly in the deposit', async () => {
    expect(await quote({ quantity: 100, designs: 2, hasDesign: false })).toMatchObject({
      unitPrice: 2530,
      lineTotal: 253_000,
      designFee: 100_000,
      total: 353_000,
      deposit: 126_500 + 100_000,
    });
  });

  it("answers a 'Liên hệ' table with the shop's hotlines instead of a price", async () => {
    const result = await quote({ productId: '100009', material: 'Gỗ', size: 'A4', sides: '1 mặt', designs: 1, quantity: 5 });
    expect(result).toEqual({
      __typename: 'PriceOnRequest',
      productId: '100009',
      hotlines: ['0909 123 456', '0938 765 432'],
      message: 'Sản phẩm này được báo giá theo yêu cầu. Vui lòng liên hệ hotline 0909 123 456 hoặc 0938 765 432 để được báo giá.',
    });
  });

  it.each([0, -1, 100_001])('refuses quantity %i with a message naming the field', async (quantity) => {
    expect(await quote({ quantity })).toEqual({
      __typename: 'InvalidInput',
      field: 'quantity',
      code: 'INVALID_QUANTITY',
      message: 'Số lượng phải là số nguyên từ 1 đến 100.000.',
    });
  });

  it.each([1.5, 3_000_000_000])('never prices quantity %s (not a GraphQL Int)', async (quantity) => {
    const { data, errors } = await stack.gql(QUOTE, { input: { ...CARD, quantity } });
    expect(data ?? null).toBeNull();
    expect(errors?.[0]?.message).toMatch(/Int/);
  });

  it.each([
    [{ material: 'Gỗ' }, 'material', 'Chất liệu không hợp lệ.'],
    [{ effect: '3D nổi' }, 'effect', 'Hiệu ứng không hợp lệ.'],
    [{ size: 'A4' }, 'size', 'Kích thước không hợp lệ.'],
    [{ sides: '3 mặt' }, 'sides', 'Số mặt in không hợp lệ.'],
    [{ productId: '999999' }, 'productId', 'Sản phẩm không tồn tại hoặc đã ngừng bán.'],
    [{ productId: 'abc' }, 'productId', 'Sản phẩm không tồn tại hoặc đã ngừng bán.'],
  ])('refuses options the product does not offer: %j', async (change, field, message) => {
    expect(await quote({ quantity: 50, ...change })).toMatchObject({ __typename: 'InvalidInput', field, message });
  });

  it('names the designs when, at that tier, only the limited column has a price', async () => {
    expect(await quote({ size: '8.5x5.5', quantity: 500, designs: 2 })).toMatchObject({ __typename: 'InvalidInput', field: 'designs' });
    expect(await quote({ size: '8.5x5.5', quantity: 500, designs: 1 })).toMatchObject({ __typename: 'Quote', unitPrice: 2500 });
  });
});

describe.each(MODES)('cart, against the %s double', (mode) => {
  let stack: Stack;
  let designs: Awaited<ReturnType<typeof startDesignServer>>;
  let an: CookieClient;
  let binh: CookieClient;
  beforeAll(async () => {
    stack = await startStack(mode, { orderSettings: testOrderSettings() });
    designs = await startDesignServer();
    an = await signedIn(stack, 'an@demo.vn');
    binh = await signedIn(stack, 'binh@demo.vn');
  });
  afterAll(async () => {
    await stack?.close();
    await designs?.close();
  });

  it('is null, and refuses changes, when signed out', async () => {
    const visitor = cookieClient(stack);
    expect((await visitor.gql(CART)).data.cart).toBeNull();
    const added = await visitor.gql(ADD_TO_CART, { input: cardLine(designs.url('sharp.png')) });
    expect(added.data.addToCart).toEqual({ __typename: 'NotSignedIn', code: 'NOT_SIGNED_IN', message: 'Bạn cần đăng nhập để tiếp tục.' });
    expect((await visitor.gql(REMOVE_FROM_CART, { id: 'x' })).data.removeFromCart).toBeNull();
  });

  it('adds configurations with their quote, lists them with the current quote, and removes one', async () => {
    const first = await an.gql(ADD_TO_CART, { input: cardLine(designs.url('sharp.png'), { quantity: 100 }) });
    expect(first.data.addToCart).toMatchObject({
      __typename: 'CartPayload',
      message: 'Đã thêm vào giỏ hàng của bạn',
      line: {
        productId: '100000',
        name: 'Card nhựa PVC',
        quantity: 100,
        hasDesign: true,
        quotedUnitPrice: 2530,
        dpiWarning: null,
        material: { value: 'Nhựa', label: 'Nhựa' },
        quote: { __typename: 'Quote', unitPrice: 2530, lineTotal: 253_000 },
      },
      cart: { lineCount: 1 },
    });
    const sticker = { productId: '100012', material: 'Decal giấy', effect: 'non', size: '5x5', sides: '1 mặt', isDesigned: false, designs: 1, quantity: 50, designLink: designs.url('blurry.png') };
    const second = await an.gql(ADD_TO_CART, { input: sticker });
    expect(second.data.addToCart.line).toMatchObject({
      effect: { value: 'non', label: 'Không có' },
      hasDesign: false,
      quote: { __typename: 'Quote', unitPrice: 860, designFee: 50_000 },
    });
    // The short side, 200 px over 5 cm, reaches about 101 dpi.
    expect(second.data.addToCart.line.dpiWarning).toBe(
      'Ảnh thiết kế (300×200 px) chỉ đạt khoảng 101 dpi ở khổ 5x5 cm, thấp hơn 300 dpi shop yêu cầu; bản in có thể bị mờ.',
    );

    const cart = (await an.gql(CART)).data.cart;
    expect(cart.lineCount).toBe(2);
    expect(cart.lines.map((l: any) => [l.name, l.quantity, l.quote.lineTotal, l.product.id])).toEqual([
      ['Card nhựa PVC', 100, 253_000, '100000'],
      ['Sticker bế hình', 50, 43_000, '100012'],
    ]);

    const [cardLineId, stickerLineId] = cart.lines.map((l: any) => l.id);
    // Another shopper can neither see nor remove these lines.
    expect((await binh.gql(CART)).data.cart).toEqual({ lineCount: 0, lines: [] });
    expect((await binh.gql(REMOVE_FROM_CART, { id: cardLineId })).data.removeFromCart.lineCount).toBe(0);
    expect((await an.gql(CART)).data.cart.lineCount).toBe(2);

    const removed = await an.gql(REMOVE_FROM_CART, { id: cardLineId });
    expect(removed.data.removeFromCart).toEqual({ lineCount: 1, lines: [{ id: stickerLineId }] });
    await an.gql(REMOVE_FROM_CART, { id: stickerLineId });
  });

  it('refuses a line it cannot price or a design link that is not http(s), adding nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ quantity: 0 }, 'quantity', 'Số lượng phải là số nguyên từ 1 đến 100.000.'],
      [{ material: 'Gỗ' }, 'material', 'Chất liệu không hợp lệ.'],
      [{ designLink: 'ftp://example.com/a.png' }, 'designLink', 'Link ảnh thiết kế phải là một đường dẫn http:// hoặc https:// hợp lệ.'],
      [{ designLink: '  ' }, 'designLink', 'Bạn không được bỏ trống trường này.'],
    ];
    for (const [change, field, message] of cases) {
      const { data } = await an.gql(ADD_TO_CART, { input: cardLine(designs.url('sharp.png'), change) });
      expect(data.addToCart).toMatchObject({ __typename: 'InvalidInput', field, message });
    }
    expect((await an.gql(CART)).data.cart.lineCount).toBe(0);
  });

  it('warns, without refusing, when the link does not lead to an image', async () => {
    const { data } = await an.gql(ADD_TO_CART, { input: cardLine(designs.url('sharp.png').replace('sharp.png', 'missing.png')) });
    expect(data.addToCart.line.dpiWarning).toMatch(/^Không đọc được ảnh từ link thiết kế/);
    await an.gql(REMOVE_FROM_CART, { id: data.addToCart.line.id });
  });

  it('keeps the price it quoted and shows the current quote beside it', async () => {
    const { data } = await an.gql(ADD_TO_CART, { input: cardLine(designs.url('sharp.png'), { quantity: 60, designs: 3 }) });
    const id = data.addToCart.line.id;
    // The shop's price changed since: the stored quote stays, the current quote follows the table.
    await stack.app.services.database.db.updateTable('cart_line').set({ unit_price: 1 }).where('id', '=', id).execute();
    const line = (await an.gql(CART)).data.cart.lines.find((l: any) => l.id === id);
    expect(line.quotedUnitPrice).toBe(1);
    expect(line.quote).toMatchObject({ unitPrice: 3500, lineTotal: 210_000 });
    await an.gql(REMOVE_FROM_CART, { id });
  });

  it('stops fetching design images once a shopper used up the checks of the window, and still adds the line', async () => {
    const chau = await signedIn(stack, 'chau@demo.vn');
    const link = `${designs.url('sharp.png')}?chau`;
    const checked = await chau.gql(ADD_TO_CART, { input: cardLine(link) });
    expect(checked.data.addToCart.line.dpiWarning).toBeNull();
    expect(designs.requests.filter((url) => url === '/sharp.png?chau')).toHaveLength(1);

    // The rest of the window's checks, as if spent a moment ago.
    const bucket = `design-image:user:${DEMO_USERS.find((u) => u.email === 'chau@demo.vn')?.id}`;
    const hits = Array.from({ length: IMAGE_CHECKS.max - 1 }, () => ({ bucket, hit_at: new Date() }));
    await stack.app.services.database.db.insertInto('rate_limit_hit').values(hits).execute();

    const unchecked = await chau.gql(ADD_TO_CART, { input: cardLine(link, { quantity: 60 }) });
    expect(unchecked.data.addToCart).toMatchObject({ __typename: 'CartPayload', line: { quantity: 60 } });
    expect(unchecked.data.addToCart.line.dpiWarning).toMatch(/^Bạn đã thêm nhiều link thiết kế trong thời gian ngắn/);
    expect(designs.requests.filter((url) => url === '/sharp.png?chau')).toHaveLength(1);
    expect((await chau.gql(CART)).data.cart.lineCount).toBe(2);
  });
});
