import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { buildPriceTables } from '../double/seed/price-tables';
import { SEED_PRODUCTS } from '../double/seed/products';
import type { DemoUser } from '../double/seed/users';

/** The BFF's default design fee per design (DESIGN_FEE), charged when the shopper has no design. */
export const DESIGN_FEE = 50_000;

export interface Configuration {
  productId: number;
  categorySlug: string;
  material: string;
  effect: string;
  size: string;
  sides: '1 mặt' | '2 mặt';
  isDesigned: 'Đã có' | 'Chưa có';
  quantity: number;
}

export interface ExpectedQuote {
  unitPrice: number;
  lineTotal: number;
  designFee: number;
  deposit: number;
}

/**
 * The price of a configuration read straight from the seed's price-table
 * string ('qty,1 side,1 side ≤ lim1,2 sides,2 sides ≤ lim2;…', thousands of
 * đồng for the tier's quantity): the tier is the largest quantity not above
 * the order's (else the first), the limited column when one design fits its
 * limit, the unit price the cell over the tier quantity rounded up, the
 * deposit half the print cost (rounded up) plus the design fee.
 */
export function expectedQuote(config: Configuration): ExpectedQuote {
  const product = SEED_PRODUCTS.find((p) => p.id === config.productId);
  const table = buildPriceTables(SEED_PRODUCTS).find((t) => t.productId === config.productId && t.size === config.size);
  if (!product || !table || typeof table.value !== 'string') throw new Error(`no price grid for ${config.productId} ${config.size}`);
  const rows = table.value.split(';').map((row) => row.split(','));
  const tier = rows.filter((row) => Number(row[0]) <= config.quantity).at(-1) ?? rows[0];
  if (!tier) throw new Error('empty price grid');
  const [open, limited, limit] = config.sides === '1 mặt' ? [1, 2, table.lim1] : [3, 4, table.lim2];
  const designs = 1;
  const fitsLimit = designs <= Number(/\d+/.exec(limit)?.[0] ?? 1);
  const cell = (fitsLimit && tier[limited]) || tier[open];
  if (!cell) throw new Error('no price for these sides');
  const unitPrice = Math.ceil((Number(cell) * 1000) / Number(tier[0]));
  const lineTotal = unitPrice * config.quantity;
  const designFee = config.isDesigned === 'Đã có' ? 0 : DESIGN_FEE;
  return { unitPrice, lineTotal, designFee, deposit: Math.ceil(lineTotal / 2) + designFee };
}

/** 411.600 ₫ → 411600. */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

export const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout, interval: 50 });

/** Signs in through the real /login page and waits to land on `next`. */
export async function signIn(page: Page, user: DemoUser, next = '/'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(user.password);
  await page.locator('form').getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL((url) => url.pathname === next.split('?')[0]);
}

export function productPath(config: Configuration): string {
  const query = new URLSearchParams({
    category: config.categorySlug,
    productId: String(config.productId),
    material: config.material,
    effect: config.effect,
    size: config.size,
    sides: config.sides,
    isDesigned: config.isDesigned,
  });
  return `/product?${query}`;
}

export const quotePanel = (page: Page): Locator => page.locator('.quote-panel__box');

/** Opens the product with the configuration preselected, types quantity and link, and waits for the live quote. */
export async function fillConfiguration(page: Page, config: Configuration, designLink: string): Promise<ExpectedQuote> {
  await page.goto(productPath(config));
  await page.getByRole('heading', { level: 1 }).waitFor();
  for (const value of [config.material, config.effect, config.size, config.sides, config.isDesigned]) {
    const label = value === 'non' ? 'Không có' : value;
    expect(await page.getByRole('radio', { name: label, exact: true }).isChecked(), label).toBe(true);
  }
  await page.getByPlaceholder('Nhập số lượng vào đây').fill(String(config.quantity));
  await page.getByPlaceholder('Bỏ link ảnh vào đây').fill(designLink);
  const expected = expectedQuote(config);
  const box = quotePanel(page);
  await poll(async () => amountOf(await box.getByTestId('quote-total').textContent().catch(() => null))).toBe(expected.lineTotal);
  expect(amountOf(await box.getByTestId('quote-unit').textContent())).toBe(expected.unitPrice);
  expect(amountOf(await box.getByTestId('quote-deposit').textContent())).toBe(expected.deposit);
  if (expected.designFee > 0) expect(amountOf(await box.getByTestId('quote-design-fee').textContent())).toBe(expected.designFee);
  return expected;
}

export async function addToCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await page.getByRole('status').filter({ hasText: 'Đã thêm vào giỏ hàng của bạn' }).waitFor();
}

export async function gqlAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { 'x-shop-csrf': '1' } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Full-page screenshots at 1280 and 375 px wide, into /tmp/shots. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}
