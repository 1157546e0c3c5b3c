import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../double/seed/users';
import { openAccountShop, type AccountShop } from './account-shop';
import { addToCart, fillConfiguration, poll, signIn, type Configuration } from './order-flow';

// A phone-sized window: no screen may be wider than the phone (a sideways scroll is a layout bug).
const PHONE = { width: 375, height: 812 };
const SHOPPER = DEMO_USERS.find((u) => u.email === 'binh@demo.vn')!;
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

let shop: AccountShop;

beforeAll(async () => {
  shop = await openAccountShop('contract');
});

afterAll(async () => {
  await shop?.close();
});

/** The page's width and, when it is too wide, the elements that stick out on the right. */
async function overflow(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (width > window.innerWidth) {
      for (const el of document.querySelectorAll('body *')) {
        if (el.getBoundingClientRect().right > window.innerWidth + 1) culprits.push(`${el.tagName.toLowerCase()}.${el.className}`);
      }
    }
    return { width, culprits: culprits.slice(0, 5) };
  });
}

async function expectFits(page: Page): Promise<void> {
  // Let late images and fonts settle before measuring.
  await page.waitForLoadState('networkidle');
  expect(await overflow(page)).toEqual({ width: PHONE.width, culprits: [] });
}

describe('no horizontal overflow at 375 px', { timeout: 120_000 }, () => {
  it('fits home, product, login and register for a visitor', async () => {
    const { page } = await shop.newPage({ viewport: PHONE });
    await page.goto('/');
    await page.locator('.tile').first().waitFor();
    await expectFits(page);

    await page.goto('/product?category=cardbogoc&productId=100000');
    await page.locator('.price-table table').waitFor();
    await expectFits(page);

    await page.goto('/login');
    await page.getByLabel('Email').waitFor();
    await expectFits(page);

    await page.goto('/register');
    await page.getByLabel('Email').waitFor();
    await expectFits(page);
  });

  it('fits the cart with a line and the orders with an order, signed in', async () => {
    const { page } = await shop.newPage({ viewport: PHONE });
    await signIn(page, SHOPPER);
    await fillConfiguration(page, CARD, `${shop.double.url}/images/product-100000.svg`);
    await addToCart(page);

    await page.goto('/carts');
    await page.locator('.cart-line').first().waitFor();
    await expectFits(page);

    await page.locator('.cart-line').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/orderConfirmation');
    await page.getByLabel('Địa chỉ nhận hàng', { exact: false }).fill('34 Đường Demo C, Phường 1, Quận 10, TP. Hồ Chí Minh');
    await page.getByRole('button', { name: 'Đặt hàng ngay' }).click();
    await page.getByText('Đã thêm vào đơn hàng của bạn', { exact: true }).waitFor();
    await expectFits(page);

    await page.goto('/orders');
    await poll(() => page.locator('[data-order-code]').count()).toBe(1);
    await expectFits(page);
  });
});
