import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../double/seed/users';
import { openAccountShop, type AccountShop } from './account-shop';
import { amountOf, expectAccessible, fillConfiguration, gqlAs, poll, screenshots, type Configuration, type ExpectedQuote } from './order-flow';

// The double in 'deployed' mode: product 100001 is already in an order, and the
// known shop refuses a second order item for the same product.
const SHOPPER = DEMO_USERS.find((u) => u.email === 'ha@demo.vn')!;
const TAKEN: Configuration = {
  productId: 100001,
  categorySlug: 'cardbogoc',
  material: 'Giấy C300',
  effect: 'Mờ',
  size: '6x9',
  sides: '1 mặt',
  isDesigned: 'Đã có',
  quantity: 100,
};
const HOTLINES = ['0909 123 456', '0938 765 432'];

let shop: AccountShop;
let page: Page;
let quoted: ExpectedQuote;

beforeAll(async () => {
  shop = await openAccountShop('deployed');
  ({ page } = await shop.newPage());
});

afterAll(async () => {
  await shop?.close();
});

interface OrderRow {
  code: string;
  status: string;
  statusLabel: string;
  total: number;
  deposit: number;
}

const myOrders = async () => (await gqlAs<{ orders: OrderRow[] }>(page, '{ orders { code status statusLabel total deposit } }')).orders;

describe('ordering when the shop refuses the order (deployed upstream)', { timeout: 90_000 }, () => {
  it('takes a visitor who orders now through /login and on to confirmation with that one line', async () => {
    quoted = await fillConfiguration(page, TAKEN, `${shop.double.url}/images/product-100001.svg`);
    await page.getByRole('button', { name: 'Đặt hàng ngay' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/orderConfirmation');
    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(SHOPPER.password);
    await page.locator('form').getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL((url) => url.pathname === '/orderConfirmation');

    const lines = page.locator('.chosen-line');
    await poll(() => lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain('Card giấy C300');
    await poll(async () => amountOf(await page.getByTestId('confirm-total').textContent())).toBe(quoted.lineTotal);
    expect(amountOf(await page.getByTestId('confirm-deposit').textContent())).toBe(quoted.deposit);
  });

  it('records the order anyway, tells the shopper the shop has not got it yet, with the hotline', async () => {
    await poll(() => page.getByLabel('Họ tên người nhận').inputValue()).toBe(SHOPPER.fullname);
    await page.getByLabel('Địa chỉ nhận hàng').fill('7 Ngõ Demo C, Phường Kim Mã, Quận Ba Đình, Hà Nội');
    if (!(await page.getByLabel('Số điện thoại').inputValue())) await page.getByLabel('Số điện thoại').fill('0945678901');
    await page.getByRole('button', { name: 'Đặt hàng ngay' }).dblclick();
    await page.getByText('Đã thêm vào đơn hàng của bạn', { exact: true }).waitFor();

    const orders = await myOrders();
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order?.status).toBe('PENDING_UPSTREAM');
    expect(order?.total).toBe(quoted.lineTotal);
    expect(order?.deposit).toBe(quoted.deposit);
    const status = page.locator('.order-status');
    expect(await status.textContent()).toBe(order?.statusLabel);
    for (const phone of HOTLINES) expect(order?.statusLabel).toContain(phone);
    expect(await page.getByRole('img', { name: /^Mã VietQR/ }).count()).toBe(1);
    await screenshots(page, 'order-pending');
  });

  it('lists the pending order on /orders with its status and hotline, nothing lost', async () => {
    await page.goto('/orders');
    const cards = page.locator('.order-card');
    await poll(() => cards.count()).toBe(1);
    const card = cards.first();
    const [order] = await myOrders();
    expect(await card.getAttribute('data-order-code')).toBe(order?.code);
    const label = (await card.locator('.order-status').textContent()) ?? '';
    expect(label).toMatch(/^(Chưa gửi được tới shop|Shop chưa nhận được đơn này)/);
    for (const phone of HOTLINES) expect(label).toContain(phone);
    expect(amountOf(await card.getByTestId('order-total').textContent())).toBe(quoted.lineTotal);
    expect(amountOf(await card.getByTestId('order-deposit').textContent())).toBe(quoted.deposit);
    expect(await card.textContent()).toContain('Card giấy C300');
    await screenshots(page, 'orders-pending');
    await expectAccessible(page, 'orders (pending)');
  });
});
