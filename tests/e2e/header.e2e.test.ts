import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Shop } from './harness';

let shop: Shop;
let catalogue: { products: { id: string; name: string; categorySlug: string }[]; categories: { name: string; slug: string }[] };
let shopInfo: { chatLink: string | null; hotlines: string[]; memberCount: number; socialLinks: { name: string; link: string }[] };

beforeAll(async () => {
  shop = await openShop();
  const data = await shop.gql<{
    products: { edges: { node: (typeof catalogue.products)[number] }[] };
    categories: typeof catalogue.categories;
    shop: typeof shopInfo;
  }>(`{
    products(first: 100) { edges { node { id name categorySlug } } }
    categories { name slug }
    shop { chatLink hotlines memberCount socialLinks { name link } }
  }`);
  catalogue = { products: data.products.edges.map((e) => e.node), categories: data.categories };
  shopInfo = data.shop;
});

afterAll(async () => {
  await shop?.close();
});

/** What a shopper without Vietnamese keyboard types: no accents, odd case. */
const unaccented = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toUpperCase();

async function openHome(width = 1280): Promise<Page> {
  const page = await shop.newPage({ viewport: { width, height: 860 } });
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected window dialog: ${dialog.message()}`);
  });
  await page.goto('/');
  await page.locator('.product-grid .tile').first().waitFor();
  return page;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Tìm sản phẩm' });

describe('header search', () => {
  it('goes to the product whose exact name was typed, accents and case aside', async () => {
    const product = catalogue.products.find((p) => /[^\x00-\x7f]/.test(p.name)) ?? catalogue.products[0]!;
    const page = await openHome();
    await searchBox(page).fill(unaccented(product.name));
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/product');
    const url = new URL(page.url());
    expect(url.searchParams.get('productId')).toBe(product.id);
    expect(url.searchParams.get('category')).toBe(product.categorySlug);
    await page.context().close();
  });

  it('filters the home list when a category name was typed', async () => {
    const names = new Set(catalogue.products.map((p) => p.name.toLowerCase()));
    const category = catalogue.categories.find((c) => !names.has(c.name.toLowerCase()))!;
    const page = await openHome();
    await searchBox(page).fill(unaccented(category.name));
    await searchBox(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('category') === category.slug);
    // The URL changes before the list renders the chosen category.
    await expect.poll(() => page.getByRole('button', { name: category.name, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it('says “Không tìm thấy sản phẩm!” in the page when nothing matches', async () => {
    const page = await openHome();
    // A highlighted suggestion from earlier typing must not be taken for the new text.
    await searchBox(page).fill(unaccented(catalogue.products[0]!.name).slice(0, 4));
    await page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' }).waitFor();
    await searchBox(page).press('ArrowDown');
    await searchBox(page).fill('zzz không có gì');
    await searchBox(page).press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('Không tìm thấy sản phẩm!');
    expect(new URL(page.url()).pathname).toBe('/');
    await searchBox(page).fill('z');
    await alert.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('suggests as you type and is keyboard navigable', async () => {
    const product = catalogue.products[0]!;
    const page = await openHome();
    const input = searchBox(page);
    await input.fill(unaccented(product.name).slice(0, 4).toLowerCase());
    const listbox = page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' });
    await listbox.waitFor();
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(await input.getAttribute('aria-expanded')).toBe('true');

    await input.press('ArrowDown');
    const firstId = await options.nth(0).getAttribute('id');
    expect(await input.getAttribute('aria-activedescendant')).toBe(firstId);
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
    if (count > 1) {
      await input.press('ArrowDown');
      expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
      await input.press('ArrowUp');
    }
    await input.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(count - 1).getAttribute('id'));

    await input.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await expect(listbox.isHidden()).resolves.toBe(true);

    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const label = (await options.nth(0).locator('.search__option-label').textContent()) ?? '';
    const kind = (await options.nth(0).locator('.search__kind').textContent()) ?? '';
    await input.press('Enter');
    if (kind === 'Sản phẩm') {
      const chosen = catalogue.products.find((p) => p.name === label)!;
      await page.waitForURL((url) => url.pathname === '/product' && url.searchParams.get('productId') === chosen.id);
    } else {
      const chosen = catalogue.categories.find((c) => c.name === label)!;
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('category') === chosen.slug);
    }
    await page.context().close();
  });
});

describe('header and footer', () => {
  it('shows social links, member count, account menu and the chat widget', async () => {
    const page = await openHome();
    for (const social of shopInfo.socialLinks) {
      const link = page.locator('.topbar').getByRole('link', { name: new RegExp(social.name, 'i') });
      expect(await link.getAttribute('href')).toBe(social.link);
    }
    const members = new Intl.NumberFormat('vi-VN').format(shopInfo.memberCount);
    await expect(page.locator('.topbar__members').textContent()).resolves.toBe(`${members} thành viên`);

    await page.getByRole('button', { name: 'Tài khoản' }).click();
    expect(await page.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Đăng ký' }).getAttribute('href')).toBe('/register');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Đăng nhập' }).isHidden()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Chat với shop' }).click();
    const panel = page.getByRole('region', { name: 'Cần tư vấn?' });
    for (const phone of shopInfo.hotlines.slice(0, 2)) await expect(panel.textContent()).resolves.toContain(phone);
    if (shopInfo.chatLink) expect(await panel.getByRole('link', { name: 'Nhắn tin cho shop' }).getAttribute('href')).toBe(shopInfo.chatLink);

    const footer = page.getByRole('contentinfo');
    const footerText = (await footer.textContent()) ?? '';
    for (const term of ['50%', '±1 mm', '3 mm', '300 dpi', '400 dpi', '5 ngày', 'Ví điện tử', 'Chuyển khoản']) {
      expect(footerText).toContain(term);
    }
    await page.context().close();
  });

  it('groups products by category in the “Sản phẩm” menu', async () => {
    const page = await openHome();
    await page.getByRole('button', { name: 'Sản phẩm', exact: true }).click();
    const product = catalogue.products.find((p) => p.categorySlug)!;
    const link = page.locator('.products-menu__panel').getByRole('link', { name: product.name, exact: true }).first();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/product' && url.searchParams.get('productId') === product.id);
    await page.context().close();
  });

  it('opens the hamburger menu at 375 px', async () => {
    const page = await openHome(375);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const hotLink = page.getByRole('link', { name: 'Sản phẩm hot' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(hotLink.isVisible()).resolves.toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect(hotLink.isVisible()).resolves.toBe(true);
    await hotLink.click();
    await page.waitForURL((url) => url.hash === '#trending');
    // The URL changes before React renders the navigation that closes the menu.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('has no serious or critical axe violations on the home page', async () => {
    for (const width of [1280, 375]) {
      const page = await openHome(width);
      await page.locator('.trending__link').first().waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.context().close();
    }
  });

  it("rotates the shop's banner lines in place, so a new line is never a new largest paint", async () => {
    const page = await openHome();
    const line = page.locator('.text-banner__text');
    const first = await line.innerText();
    await page.evaluate(() => {
      (window as unknown as { bannerLine: Element | null }).bannerLine = document.querySelector('.text-banner__text');
    });
    await expect.poll(() => line.innerText(), { timeout: 10_000, interval: 200 }).not.toBe(first);
    expect(await line.innerText()).not.toBe('');
    // The same element with new text: Chromium reports an element's largest paint once, a new element again.
    expect(await page.evaluate(() => (window as unknown as { bannerLine: Element | null }).bannerLine === document.querySelector('.text-banner__text'))).toBe(true);
    await page.context().close();
  });
});
