import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop } from './harness';

// Seed facts (tests/double/seed): product 100000 'Card nhựa PVC' is a 'Card bo góc' with a
// video, sizes '5.4x8.6, 6x9, 8.5x5.5' and price 35000, so its first price row is
// 50 cards → 175k (5.4x8.6) and 210k (6x9, +20 %). Product 100009's A4 table is 'Liên hệ'.
const PVC = '/product?category=cardbogoc&productId=100000';
const HOTLINES = ['0909 123 456', '0938 765 432'];

let shop: Awaited<ReturnType<typeof openShop>>;
let page: Page;

beforeAll(async () => {
  shop = await openShop();
  page = shop.page;
  // No internet here: refuse the embedded video instead of waiting on it.
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
});

afterAll(async () => {
  await shop?.close();
});

async function open(path: string) {
  await page.goto(`${shop.baseUrl}${path}`);
}

async function openPvc(query = '') {
  await open(`${PVC}${query}`);
  await page.getByRole('heading', { level: 1, name: 'Card nhựa PVC' }).waitFor();
}

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 50 });

/** Click, then wait: the URL update behind a choice renders in a transition, after the click returns. */
async function choose(radio: Locator) {
  await radio.click();
  await poll(() => radio.isChecked()).toBe(true);
}

const firstPrice = () => page.getByRole('table').locator('tbody tr').first().locator('td').first();

describe('product page', () => {
  it("shows 'Loading...' until the page's one request answers", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('ProductPage')) {
        seen.push(body);
        await held;
      }
      await route.fallback();
    });
    try {
      const navigation = page.goto(`${shop.baseUrl}${PVC}`);
      await poll(() => page.getByText('Loading...', { exact: true }).isVisible()).toBe(true);
      release();
      await navigation;
      await page.getByRole('heading', { level: 1, name: 'Card nhựa PVC' }).waitFor();
      await poll(() => page.getByText('Loading...', { exact: true }).count()).toBe(0);
      expect(seen).toHaveLength(1);
    } finally {
      release();
      await page.unroute('**/graphql');
    }
  });

  it('offers a retry when the request fails, and loads on retry', async () => {
    let failures = 0;
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('ProductPage') && failures === 0) {
        failures += 1;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"boom"}]}' });
        return;
      }
      await route.fallback();
    });
    try {
      await open(PVC);
      const alert = page.getByRole('alert');
      await alert.getByRole('button', { name: 'Thử lại' }).click();
      await page.getByRole('heading', { level: 1, name: 'Card nhựa PVC' }).waitFor();
      expect(failures).toBe(1);
    } finally {
      await page.unroute('**/graphql');
    }
  });

  it('says so when the product does not exist, with a link home', async () => {
    await open('/product?category=&productId=999999');
    await page.getByRole('heading', { level: 1, name: 'Không tìm thấy sản phẩm' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Về trang chủ' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('updates the URL (replacing history) and the price table when an option is chosen', async () => {
    await openPvc();
    await poll(() => firstPrice().textContent()).toBe('175k');
    expect(await page.getByRole('radio', { name: '5.4x8.6' }).isChecked()).toBe(true);
    const historyLength = await page.evaluate(() => history.length);

    await choose(page.getByRole('radio', { name: '6x9' }));
    await poll(() => new URL(page.url()).searchParams.get('size')).toBe('6x9');
    await poll(() => firstPrice().textContent()).toBe('210k');
    await poll(() => page.getByRole('table').locator('caption').textContent()).toContain('6x9');

    await choose(page.getByRole('radio', { name: 'Chưa có' }));
    await poll(() => new URL(page.url()).searchParams.get('isDesigned')).toBe('Chưa có');
    const url = new URL(page.url());
    expect(url.searchParams.get('productId')).toBe('100000');
    expect(url.searchParams.get('category')).toBe('cardbogoc');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  it('preselects the options named in the URL', async () => {
    const query = new URLSearchParams({ material: 'Giấy C300', effect: 'Mờ', size: '6x9', sides: '2 mặt', isDesigned: 'Chưa có' });
    await openPvc(`&${query}`);
    for (const name of ['Giấy C300', 'Mờ', '6x9', '2 mặt', 'Chưa có']) {
      expect(await page.getByRole('radio', { name, exact: true }).isChecked(), name).toBe(true);
    }
    expect(await page.getByRole('radio', { name: 'Nhựa', exact: true }).isChecked()).toBe(false);
    await poll(() => firstPrice().textContent()).toBe('210k');
    // The chosen number of sides is highlighted in the table.
    const chosen = await page.getByRole('table').locator('thead th.is-chosen').allTextContents();
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((label) => label.startsWith('2 mặt'))).toBe(true);
  });

  it("falls back to the hotline message when the table is 'Liên hệ'", async () => {
    await open('/product?category=khunganh&productId=100009&size=A4');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const message = page.getByText(`Liên hệ hotline ${HOTLINES[0]} hoặc ${HOTLINES[1]} để được báo giá`);
    await message.waitFor();
    expect(await message.getByRole('link', { name: HOTLINES[0] }).getAttribute('href')).toBe('tel:0909123456');
    expect(await page.getByRole('table').count()).toBe(0);

    await choose(page.getByRole('radio', { name: '13x18' }));
    await page.getByRole('table').waitFor();
    expect(await message.count()).toBe(0);
  });

  it('opens on the video, wraps with previous/next, and shows the gallery full screen', async () => {
    await openPvc();
    const gallery = page.getByRole('region', { name: 'Ảnh và video sản phẩm' });
    const video = gallery.locator('iframe');
    expect(await video.getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/Qm7kLp2Xw9A');
    expect(await video.getAttribute('title')).toBe('Video giới thiệu Card nhựa PVC');

    const counter = gallery.locator('.gallery__counter');
    const total = Number(/\/\s*(\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    await gallery.getByRole('button', { name: 'Ảnh trước' }).click();
    await poll(() => counter.textContent()).toBe(`${total} / ${total}`);
    expect(await video.count()).toBe(0);
    await gallery.getByRole('button', { name: 'Ảnh sau' }).click();
    await poll(() => counter.textContent()).toBe(`1 / ${total}`);
    await gallery.getByRole('button', { name: 'Xem ảnh 2' }).click();
    await poll(() => counter.textContent()).toBe(`2 / ${total}`);
    expect(await gallery.getByRole('img', { name: `Card nhựa PVC – ảnh 2/${total}` }).count()).toBe(1);

    const opener = gallery.getByRole('button', { name: 'Xem toàn màn hình' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('ArrowRight');
    await poll(() => dialog.locator('.gallery-modal__count').textContent()).toBe(`3 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await poll(() => dialog.locator('.gallery-modal__count').textContent()).toBe(`1 / ${total}`);

    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i}`).toBe(true);
    }

    // The loop may end inside the video's iframe, whose document gets the keys (a browser
    // boundary: neither the dialog nor its cancel event sees an Escape pressed there).
    await dialog.getByRole('button', { name: 'Đóng' }).focus();
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    // The modal's position carries back to the page's gallery.
    await poll(() => counter.textContent()).toBe(`1 / ${total}`);
  });

  it("switches between 'Giới thiệu' and 'Lưu ý đặt hàng' as ARIA tabs", async () => {
    await openPvc();
    const intro = page.getByRole('tab', { name: 'Giới thiệu' });
    const notes = page.getByRole('tab', { name: 'Lưu ý đặt hàng' });
    expect(await intro.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByText('Card nhựa PVC bo góc in sắc nét', { exact: false }).waitFor();

    await notes.click();
    expect(await notes.getAttribute('aria-selected')).toBe('true');
    expect(await intro.getAttribute('aria-selected')).toBe('false');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Đặt cọc' }).waitFor();
    expect(await panel.getAttribute('aria-labelledby')).toBe(await notes.getAttribute('id'));

    await notes.press('ArrowLeft');
    expect(await intro.getAttribute('aria-selected')).toBe('true');
    expect(await intro.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("shows the print-area example only for a 'Card bo góc' product", async () => {
    await openPvc();
    await page.getByRole('heading', { name: 'Vùng in mẫu' }).waitFor();
    expect(await page.getByRole('img', { name: /Sơ đồ vùng in/ }).count()).toBe(1);

    await open('/product?category=postcard&productId=100005');
    await page.getByRole('heading', { level: 1, name: 'Post card giấy mỹ thuật' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Vùng in mẫu' }).count()).toBe(0);
  });

  it('shows the order inputs and sends a visitor to /login with the page as next', async () => {
    await openPvc('&size=6x9');
    const quantity = page.getByPlaceholder('Nhập số lượng vào đây', { exact: true });
    expect(await quantity.getAttribute('inputmode')).toBe('numeric');
    const link = page.getByPlaceholder('Bỏ link ảnh vào đây', { exact: true });
    expect(await link.getAttribute('required')).not.toBeNull();
    await page.getByRole('heading', { name: 'Các đánh giá' }).waitFor();

    await quantity.fill('100');
    await link.fill('https://drive.example.test/thiet-ke.png');
    const before = new URL(page.url());
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(before.pathname + before.search);
  });

  it('links related products to their pages', async () => {
    await openPvc();
    const related = page.getByRole('region', { name: 'Sản phẩm liên quan' });
    const first = related.getByRole('article').first().getByRole('heading').getByRole('link');
    const name = (await first.textContent()) ?? '';
    expect(name).not.toBe('Card nhựa PVC');
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).searchParams.get('productId')).not.toBe('100000');
  });

  it('has no serious or critical accessibility violations, closed or full screen', async () => {
    const serious = async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await openPvc();
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: 'Xem toàn màn hình' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await serious()).toEqual([]);
    await page.keyboard.press('Escape');

    await open('/product?category=khunganh&productId=100009&size=A4');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await serious()).toEqual([]);
  }, 120_000);
});
