import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../double/seed/users';
import { openAccountShop, type AccountShop } from './account-shop';
import {
  addToCart,
  amountOf,
  expectAccessible,
  fillConfiguration,
  gqlAs,
  poll,
  screenshots,
  signIn,
  type Configuration,
  type ExpectedQuote,
} from './order-flow';

// The happy path against the double in 'contract' mode (the shop API as UPSTREAM.md says it should answer).
const SHOPPER = DEMO_USERS.find((u) => u.email === 'chau@demo.vn')!;
const OTHER = DEMO_USERS.find((u) => u.email === 'dung@demo.vn')!;
const CARD: Configuration = {
  productId: 100000,
  categorySlug: 'cardbogoc',
  material: 'Nhựa',
  effect: 'Bóng',
  size: '5.4x8.6',
  sides: '2 mặt',
  isDesigned: 'Đã có',
  quantity: 120,
};
// No effect ('non' → 'Không có') and no design yet (a design fee).
const STICKER: Configuration = {
  productId: 100012,
  categorySlug: 'sticker',
  material: 'Decal nhựa',
  effect: 'non',
  size: '7x7',
  sides: '1 mặt',
  isDesigned: 'Chưa có',
  quantity: 60,
};
const RECIPIENT = { name: 'Lê Minh Châu', address: '12 Đường Demo B, Phường 3, Quận 5, TP. Hồ Chí Minh', phone: '0923456789', email: 'chau@demo.vn' };

let shop: AccountShop;
let page: Page;
let designLink: string;
const quoted: Partial<Record<'card' | 'sticker', ExpectedQuote>> = {};
let orderCode = '';

beforeAll(async () => {
  shop = await openAccountShop('contract');
  ({ page } = await shop.newPage());
  designLink = `${shop.double.url}/images/product-100000.svg`;
});

afterAll(async () => {
  await shop?.close();
});

const cartLines = () => page.locator('.cart-line');
const lineOf = (text: string) => cartLines().filter({ hasText: text });
const orderButton = () => page.getByRole('button', { name: 'Đặt hàng', exact: true });
const recipientField = (label: string) => page.getByLabel(label, { exact: false });
const LABELS = { name: 'Họ tên người nhận', address: 'Địa chỉ nhận hàng', phone: 'Số điện thoại', email: 'Email' } as const;

async function myOrders() {
  const data = await gqlAs<{ orders: { code: string; total: number; deposit: number; status: string }[] }>(
    page,
    '{ orders { code total deposit status } }',
  );
  return data.orders;
}

// Each step drives a real browser on a shared 2-core machine: generous time per step.
describe('cart, order confirmation and orders (contract upstream)', { timeout: 90_000 }, () => {
  it('sends a visitor from /carts to /login?next=/carts, and back to an empty cart once signed in', async () => {
    await page.goto('/carts');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/carts');
    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(SHOPPER.password);
    await page.locator('form').getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL((url) => url.pathname === '/carts');
    await page.getByText('Bạn chưa có đơn hàng nào hết', { exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Xem sản phẩm' }).getAttribute('href')).toBe('/');
    await screenshots(page, 'cart-empty');
  });

  it('quotes two configurations live on the product page and adds both to the cart', async () => {
    quoted.card = await fillConfiguration(page, CARD, designLink);
    await addToCart(page);
    quoted.sticker = await fillConfiguration(page, STICKER, designLink);
    expect(quoted.sticker.designFee).toBeGreaterThan(0);
    await addToCart(page);
    expect(await page.getByRole('status').filter({ hasText: 'Đã thêm vào giỏ hàng của bạn' }).getByRole('link', { name: 'Xem giỏ hàng' }).getAttribute('href')).toBe('/carts');
    await screenshots(page, 'product-quote');
    const { cart } = await gqlAs<{ cart: { lineCount: number } }>(page, '{ cart { lineCount } }');
    expect(cart.lineCount).toBe(2);
    // The header's cart entry follows the cart without a reload.
    await page.getByTestId('cart-count').filter({ hasText: '2' }).waitFor();
    expect(await page.getByRole('link', { name: 'Giỏ hàng (2 sản phẩm)' }).count()).toBeGreaterThan(0);
  });

  it("quotes a 'Liên hệ' table as price on request, with the hotlines", async () => {
    await page.goto('/product?category=khunganh&productId=100009&size=A4');
    await page.getByPlaceholder('Nhập số lượng vào đây').fill('10');
    const contact = page.locator('.quote-panel__box').getByText('Liên hệ hotline 0909 123 456 hoặc 0938 765 432 để được báo giá');
    await contact.waitFor();
    expect(await contact.getByRole('link', { name: '0909 123 456' }).getAttribute('href')).toBe('tel:0909123456');
    expect(await page.locator('.quote-panel__box [data-testid="quote-total"]').count()).toBe(0);
  });

  it('shows a quantity the BFF refuses next to the quantity field', async () => {
    await page.goto('/product?category=cardbogoc&productId=100000');
    const quantity = page.getByPlaceholder('Nhập số lượng vào đây');
    await quantity.fill('200000');
    const box = page.locator('.quote-panel__box');
    await box.getByText('Số lượng: Số lượng phải là số nguyên từ 1 đến 100.000.', { exact: true }).waitFor();
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    const describedBy = ((await quantity.getAttribute('aria-describedby')) ?? '').split(' ');
    const quoteId = await box.locator('[role="status"]').getAttribute('id');
    expect(describedBy).toContain(quoteId);
    await quantity.fill('120');
    await poll(() => quantity.getAttribute('aria-invalid')).toBeNull();
  });

  it('lists both lines with their options and current quotes; ordering waits for a tick', async () => {
    await page.goto('/carts');
    await poll(() => cartLines().count()).toBe(2);
    const card = lineOf('Card nhựa PVC');
    const sticker = lineOf('Sticker bế hình');
    expect(amountOf(await card.getByTestId('quote-total').textContent())).toBe(quoted.card?.lineTotal);
    expect(amountOf(await card.getByTestId('quote-deposit').textContent())).toBe(quoted.card?.deposit);
    expect(amountOf(await sticker.getByTestId('quote-total').textContent())).toBe(quoted.sticker?.lineTotal);
    expect(amountOf(await sticker.getByTestId('quote-deposit').textContent())).toBe(quoted.sticker?.deposit);
    expect(await sticker.locator('.line-options').textContent()).toContain('Hiệu ứngKhông có');
    expect(await card.locator('.line-options').textContent()).toContain('Số lượng120');
    expect(await card.getByRole('link', { name: 'Mở ảnh thiết kế' }).getAttribute('href')).toBe(designLink);
    expect(await page.getByRole('link', { name: 'Xem sản phẩm' }).count()).toBeGreaterThan(0);
    expect(await page.locator('.cart-related .tile').count()).toBeGreaterThan(0);

    expect(await orderButton().isDisabled()).toBe(true);
    await card.getByRole('checkbox', { name: 'Chọn Card nhựa PVC để đặt hàng' }).check();
    expect(await orderButton().isEnabled()).toBe(true);
    expect(amountOf(await page.getByTestId('cart-selected-total').textContent())).toBe(quoted.card?.lineTotal);
    await screenshots(page, 'cart');
    await expectAccessible(page, 'cart');
    await orderButton().click();
    await page.waitForURL((url) => url.pathname === '/orderConfirmation');
  });

  it('confirms the ticked line and shows each recipient message once, under its field', async () => {
    // The cart of the old shop links to /order-confirmation?userId=…: same screen, same choice.
    await page.goto(`/order-confirmation?userId=${OTHER.id}`);
    await page.waitForURL((url) => url.pathname === '/orderConfirmation');
    const lines = page.locator('.chosen-line');
    await poll(() => lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain('Card nhựa PVC');
    expect(amountOf(await page.getByTestId('confirm-total').textContent())).toBe(quoted.card?.lineTotal);
    expect(amountOf(await page.getByTestId('confirm-deposit').textContent())).toBe(quoted.card?.deposit);
    expect(await page.getByRole('link', { name: '0909 123 456' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Quay lại' }).isVisible()).toBe(true);

    // Prefilled from the account; cleared to see every message.
    await poll(() => recipientField(LABELS.name).inputValue()).toBe(SHOPPER.fullname);
    for (const label of Object.values(LABELS)) await recipientField(label).fill('');
    await page.getByRole('button', { name: 'Đặt hàng ngay' }).click();
    const required = page.getByText('Bạn không được bỏ trống trường này.', { exact: true });
    await poll(() => required.count()).toBe(4);
    for (const label of Object.values(LABELS)) {
      const field = recipientField(label);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const messageId = await field.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${messageId}"]`).textContent()).toBe('Bạn không được bỏ trống trường này.');
    }

    await recipientField(LABELS.name).fill(RECIPIENT.name);
    await recipientField(LABELS.address).fill(RECIPIENT.address);
    await recipientField(LABELS.phone).fill('12345');
    await recipientField(LABELS.email).fill(RECIPIENT.email);
    await page.getByRole('button', { name: 'Đặt hàng ngay' }).click();
    const badPhone = page.getByText('Số điện thoại không hợp lệ.', { exact: true });
    await poll(() => badPhone.count()).toBe(1);
    expect(await required.count()).toBe(0);
    await recipientField(LABELS.phone).fill(RECIPIENT.phone);
    expect(await badPhone.count()).toBe(0);
    expect(await myOrders()).toEqual([]);
    await screenshots(page, 'confirmation');
    await expectAccessible(page, 'confirmation');
  });

  it('places exactly one order on double clicks, even when the first answer is lost on the way back', async () => {
    const keys: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && body.includes('OrderConfirmationPlace')) {
        keys.push((JSON.parse(body) as { variables: { input: { idempotencyKey: string } } }).variables.input.idempotencyKey);
      }
    });
    // The BFF receives and records the order; the browser never hears back (a timeout).
    let lost = 0;
    await page.route('**/graphql', async (route) => {
      if (lost === 0 && (route.request().postData() ?? '').includes('OrderConfirmationPlace')) {
        lost += 1;
        await route.fetch();
        await route.abort('timedout');
        return;
      }
      await route.fallback();
    });
    const send = page.getByRole('button', { name: /Đặt hàng ngay|Đang gửi đơn/ });
    await send.dblclick();
    await page.getByRole('alert').filter({ hasText: 'Chưa gửi được đơn hàng' }).waitFor();
    // Nothing the shopper typed is lost.
    expect(await recipientField(LABELS.address).inputValue()).toBe(RECIPIENT.address);
    expect(await recipientField(LABELS.phone).inputValue()).toBe(RECIPIENT.phone);
    await page.unroute('**/graphql');

    await send.dblclick();
    await page.getByText('Đã thêm vào đơn hàng của bạn', { exact: true }).waitFor();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);

    const orders = await myOrders();
    expect(orders).toHaveLength(1);
    const [order] = orders;
    orderCode = order?.code ?? '';
    expect(order?.total).toBe(quoted.card?.lineTotal);
    expect(order?.deposit).toBe(quoted.card?.deposit);
    const card = page.locator(`[data-order-code="${orderCode}"]`);
    await card.waitFor();
    expect(await card.getByTestId('payment-message').textContent()).toBe(orderCode);
    expect(amountOf(await card.getByTestId('payment-amount').textContent())).toBe(quoted.card?.deposit);
    const qr = card.getByRole('img', { name: /^Mã VietQR/ });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(await page.getByRole('link', { name: 'Xem đơn hàng của tôi' }).getAttribute('href')).toBe('/orders');
    await screenshots(page, 'order-placed');
  });

  it('lists the order on /orders with its lines, totals, payment and VietQR; the other line stays in the cart', async () => {
    await page.goto('/orders?userId=2');
    const cards = page.locator('.order-card');
    await poll(() => cards.count()).toBe(1);
    const card = cards.first();
    expect(await card.getAttribute('data-order-code')).toBe(orderCode);
    const text = (await card.textContent()) ?? '';
    for (const part of [RECIPIENT.name, RECIPIENT.address, RECIPIENT.phone, 'Card nhựa PVC', 'Đã gửi tới shop']) expect(text).toContain(part);
    expect(amountOf(await card.getByTestId('order-total').textContent())).toBe(quoted.card?.lineTotal);
    expect(amountOf(await card.getByTestId('order-deposit').textContent())).toBe(quoted.card?.deposit);
    expect(await card.locator('time').textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await card.getByRole('img', { name: /^Mã VietQR/ }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(text).toContain('Nội dung chuyển khoản phải là mã đơn hàng.');
    await screenshots(page, 'orders');
    await expectAccessible(page, 'orders');

    await page.goto('/carts');
    await poll(() => cartLines().count()).toBe(1);
    expect(await cartLines().first().textContent()).toContain('Sticker bế hình');
  });

  it('puts the order’s lines back into the cart with "Đặt lại"', async () => {
    await page.goto('/orders');
    await page.getByRole('button', { name: `Đặt lại đơn ${orderCode}` }).click();
    await page.getByRole('status').filter({ hasText: 'Đã thêm vào giỏ hàng của bạn' }).waitFor();
    await page.goto('/carts');
    await poll(() => cartLines().count()).toBe(2);
    expect(amountOf(await lineOf('Card nhựa PVC').getByTestId('quote-total').textContent())).toBe(quoted.card?.lineTotal);
    expect(await myOrders()).toHaveLength(1);
  });

  it('removes a line from the cart', async () => {
    await lineOf('Sticker bế hình').getByRole('button', { name: 'Xoá Sticker bế hình khỏi giỏ hàng' }).click();
    await poll(() => cartLines().count()).toBe(1);
    expect(await cartLines().first().textContent()).toContain('Card nhựa PVC');
    await page.getByText('1 sản phẩm trong giỏ').waitFor();
    const { cart } = await gqlAs<{ cart: { lineCount: number } }>(page, '{ cart { lineCount } }');
    expect(cart.lineCount).toBe(1);
  });

  it("never shows one shopper's orders to another, whatever the URL says", async () => {
    const { page: other, context } = await shop.newPage();
    try {
      await signIn(other, OTHER, '/orders');
      await other.goto(`/orders?userId=${SHOPPER.id}`);
      await other.getByText('Bạn chưa có đơn hàng nào hết', { exact: true }).waitFor();
      expect(await other.locator('.order-card').count()).toBe(0);
      expect(await other.getByText(orderCode).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('orders now from the product page onto /orderConfirmation?name=…&productId=…, the pending line shown as before', async () => {
    await fillConfiguration(page, STICKER, designLink);
    const productName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(productName).toBe('Sticker bế hình');
    await page.getByRole('button', { name: 'Đặt hàng ngay' }).click();
    await page.waitForURL((url) => url.pathname === '/orderConfirmation');
    const url = new URL(page.url());
    expect(url.searchParams.get('name')).toBe(productName);
    expect(url.searchParams.get('productId')).toBe(String(STICKER.productId));
    expect(url.search).toBe(`?${new URLSearchParams({ name: productName, productId: String(STICKER.productId) })}`);

    const lines = page.locator('.chosen-line');
    await poll(() => lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain(productName);
    // A pending line wins: the query is only informational.
    expect(await page.getByRole('link', { name: 'Chọn tùy chọn và đặt lại' }).count()).toBe(0);
    expect(await page.getByText('Bạn chưa chọn sản phẩm nào để đặt.').count()).toBe(0);
  });

  it('opened with nothing pending (a fresh page), names the linked product as text and links back to it', async () => {
    const { page: fresh, context } = await shop.newPage();
    try {
      const name = 'Sticker bế hình <b>mới</b> & "đẹp"';
      const query = new URLSearchParams({ name, productId: String(STICKER.productId), userId: String(OTHER.id) });
      await fresh.goto(`/orderConfirmation?${query}`);
      // A visitor signs in first and comes back to the same link (never to anyone's identity from the URL).
      await fresh.waitForURL((url) => url.pathname === '/login');
      const next = new URL(new URL(fresh.url()).searchParams.get('next') ?? '', 'http://shop.invalid');
      expect(next.pathname).toBe('/orderConfirmation');
      expect(next.searchParams.get('name')).toBe(name);
      expect(next.searchParams.get('productId')).toBe(String(STICKER.productId));
      expect(next.searchParams.has('userId')).toBe(false);
      await fresh.getByLabel('Email').fill(SHOPPER.email);
      await fresh.getByLabel('Mật khẩu', { exact: true }).fill(SHOPPER.password);
      await fresh.locator('form').getByRole('button', { name: 'Đăng nhập' }).click();
      await fresh.waitForURL((url) => url.pathname === '/orderConfirmation' && url.searchParams.get('productId') === String(STICKER.productId));

      const main = fresh.getByRole('main');
      await main.getByText('Bạn chưa chọn sản phẩm nào để đặt.', { exact: true }).waitFor();
      const hint = main.getByText('Đường dẫn này dành cho sản phẩm', { exact: false });
      expect(await hint.textContent()).toContain(`“${name}”`);
      // Plain text: the markup in the name is shown, never parsed.
      expect(await hint.locator('b').count()).toBe(0);
      expect(await fresh.locator('.chosen-line').count()).toBe(0);
      const back = main.getByRole('link', { name: 'Chọn tùy chọn và đặt lại' });
      expect(await back.getAttribute('href')).toBe(`/product?productId=${STICKER.productId}`);
      expect(await main.getByRole('link', { name: 'Về giỏ hàng' }).getAttribute('href')).toBe('/carts');
      await expectAccessible(fresh, 'confirmation-linked');

      await back.click();
      await fresh.waitForURL((url) => url.pathname === '/product' && url.searchParams.get('productId') === String(STICKER.productId));
      await fresh.getByRole('heading', { level: 1, name: 'Sticker bế hình' }).waitFor();
      expect(await fresh.getByRole('button', { name: 'Đặt hàng ngay' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows no link back for a productId that is not only digits', async () => {
    const { page: fresh, context } = await shop.newPage();
    try {
      await signIn(fresh, SHOPPER);
      for (const productId of ['100012abc', '../carts', '-1']) {
        await fresh.goto(`/orderConfirmation?${new URLSearchParams({ name: 'Sticker bế hình', productId })}`);
        const main = fresh.getByRole('main');
        await main.getByText('Bạn chưa chọn sản phẩm nào để đặt.', { exact: true }).waitFor();
        expect(await main.getByRole('link', { name: 'Chọn tùy chọn và đặt lại' }).count(), productId).toBe(0);
        expect(await main.getByText('Sticker bế hình', { exact: false }).count(), productId).toBe(0);
        expect(await main.getByRole('link', { name: 'Về giỏ hàng' }).getAttribute('href')).toBe('/carts');
      }
    } finally {
      await context.close();
    }
  });
});
