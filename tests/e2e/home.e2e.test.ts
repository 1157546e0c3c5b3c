import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Shop } from './harness';

let shop: Shop;

beforeAll(async () => {
  shop = await openShop({ extraProducts: 20 });
});

afterAll(async () => {
  await shop?.close();
});

interface TileInfo {
  name: string;
  price: number | null;
  views: number;
  href: string;
}

const digits = (text: string) => Number(text.replace(/\D/g, ''));

async function readTiles(page: Page): Promise<TileInfo[]> {
  await page.locator('.product-grid .tile').first().waitFor();
  return page.locator('.product-grid .tile').evaluateAll((tiles) =>
    tiles.map((tile) => {
      const price = tile.querySelector('.tile__price')?.textContent ?? '';
      return {
        name: tile.querySelector('.tile__name')?.textContent ?? '',
        price: /\d/.test(price) ? Number(price.replace(/\D/g, '')) : null,
        views: Number((tile.querySelector('.tile__views span[aria-hidden]')?.textContent ?? '').replace(/\D/g, '')),
        href: tile.querySelector('.tile__name a')?.getAttribute('href') ?? '',
      };
    }),
  );
}

/** Reads the tiles until `accept` holds (the list re-renders after the URL changes); fails if it never does. */
async function tilesWhen(page: Page, accept: (tiles: TileInfo[]) => boolean): Promise<TileInfo[]> {
  let tiles: TileInfo[] = [];
  await expect.poll(async () => accept((tiles = await readTiles(page))), { timeout: 8000 }).toBe(true);
  return tiles;
}

const prices = (tiles: TileInfo[]) => tiles.map((t) => t.price).filter((p): p is number => p !== null);
const isSorted = (values: number[], direction: 1 | -1) => values.every((v, i) => i === 0 || (v - values[i - 1]!) * direction >= 0);
const categoryOf = (tile: TileInfo) => new URL(tile.href, 'http://shop.test').searchParams.get('category');

const currentDot = (page: Page) =>
  page.locator('.slider__dot').evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));

describe('home page', () => {
  it('lists products with prices in đồng, and makes three GraphQL requests', async () => {
    const page = await shop.newPage();
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql') return;
      const name = url.searchParams.get('operationName') ?? (request.postDataJSON() as { operationName?: string }).operationName;
      graphqlRequests.push(`${request.method()} ${name}`);
    });
    await page.goto('/');
    const tiles = await readTiles(page);
    expect(tiles.length).toBeGreaterThan(0);
    const priced = await page.locator('.tile__price').allTextContents();
    expect(priced.some((text) => /^\d{1,3}(\.\d{3})*\s₫$/.test(text))).toBe(true);
    await expect(page.title()).resolves.toMatch(/^Trang chủ \| /);
    expect(await page.locator('.trending__item').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // The catalogue as cached public GETs, who is signed in as a POST (decision 006).
    expect(graphqlRequests.sort()).toEqual(['GET Home', 'GET Layout', 'POST CurrentViewer']);
    await page.context().close();
  });

  it('advances the slider every 3 s, wraps, and selects a slide with its dot', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    await page.locator('.slider__dot').first().waitFor();
    const dots = await page.locator('.slider__dot').count();
    expect(dots).toBeGreaterThan(1);
    expect(await currentDot(page)).toBe(0);
    await page.waitForTimeout(3400);
    expect(await currentDot(page)).toBe(1);

    await page.getByRole('button', { name: `Xem ảnh ${dots}` }).click();
    expect(await currentDot(page)).toBe(dots - 1);
    const current = page.locator('.slider__slide[data-current] a');
    expect(await current.getAttribute('href')).toMatch(/^\/product\?category=&productId=\d+$/);
    await page.getByRole('button', { name: 'Ảnh sau' }).click();
    expect(await currentDot(page)).toBe(0);
    await page.context().close();
  }, 20_000);

  it('does not auto-advance under reduced motion', async () => {
    const page = await shop.newPage({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('.slider__dot').first().waitFor();
    await page.waitForTimeout(3400);
    expect(await currentDot(page)).toBe(0);
    await page.context().close();
  }, 20_000);

  it('filters by category and sorts, keeping both in the URL', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    await readTiles(page);
    const allCount = digits((await page.locator('.products__count').textContent()) ?? '');

    const chip = page.locator('.category-filter .chip').nth(1);
    const slug = (await chip.getAttribute('data-slug')) ?? '';
    expect(slug).not.toBe('');
    await chip.click();
    await page.waitForURL((url) => url.searchParams.get('category') === slug);
    const filtered = await tilesWhen(page, (tiles) => tiles.length > 0 && tiles.every((t) => categoryOf(t) === slug));
    expect(filtered.length).toBeGreaterThan(0);
    await expect.poll(async () => digits((await page.locator('.products__count').textContent()) ?? '')).toBeLessThan(allCount);
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel('Sắp xếp').selectOption({ label: 'Giá tăng dần' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'PRICE_ASC' && url.searchParams.get('category') === slug);
    await tilesWhen(page, (tiles) => tiles.length > 0 && tiles.every((t) => categoryOf(t) === slug) && isSorted(prices(tiles), 1));

    await page.getByRole('button', { name: 'Tất cả' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'PRICE_ASC' && !url.searchParams.has('category'));
    await page.getByLabel('Sắp xếp').selectOption({ label: 'Lượt xem giảm dần' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'VIEWS_DESC');
    const byViews = await tilesWhen(page, (tiles) => new Set(tiles.map(categoryOf)).size > 1 && isSorted(tiles.map((t) => t.views), -1));
    expect(new Set(byViews.map((t) => t.views)).size).toBeGreaterThan(1);

    await page.getByLabel('Sắp xếp').selectOption({ label: 'Giá giảm dần' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'PRICE_DESC');
    // An empty read (the list between two renders) is trivially sorted, so ask for prices too.
    const byPrice = await tilesWhen(page, (tiles) => prices(tiles).length > 1 && isSorted(prices(tiles), -1));
    expect(prices(byPrice).length).toBeGreaterThan(1);
    await page.context().close();
  });

  it('restores the sort from the URL, on /home too', async () => {
    const page = await shop.newPage();
    await page.goto('/home?sort=PRICE_ASC');
    await expect(page.getByLabel('Sắp xếp').inputValue()).resolves.toBe('PRICE_ASC');
    const sorted = prices(await readTiles(page));
    expect(sorted.length).toBeGreaterThan(1);
    expect(isSorted(sorted, 1)).toBe(true);
    await page.context().close();
  });

  it('loads the next page with “Xem thêm”', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    const first = await readTiles(page);
    await page.getByRole('button', { name: 'Xem thêm' }).click();
    await page.waitForFunction((count) => document.querySelectorAll('.product-grid .tile').length > count, first.length);
    const more = await readTiles(page);
    expect(more.slice(0, first.length).map((t) => t.name)).toEqual(first.map((t) => t.name));
    expect(new Set(more.map((t) => t.href)).size).toBe(more.length);
    await page.context().close();
  });

  it('links a tile to the product page with its category slug and id', async () => {
    const page = await shop.newPage();
    await page.goto('/');
    const [tile] = await readTiles(page);
    const id = new URL(tile!.href, shop.baseUrl).searchParams.get('productId');
    const { products } = await shop.gql<{ products: { edges: { node: { id: string; categorySlug: string } }[] } }>(
      '{ products(first: 100) { edges { node { id categorySlug } } } }',
    );
    const product = products.edges.map((e) => e.node).find((p) => p.id === id);
    expect(product).toBeDefined();
    await page.locator('.tile').first().getByRole('link', { name: /Xem chi tiết/ }).click();
    await page.waitForURL((url) => url.pathname === '/product');
    const url = new URL(page.url());
    expect(url.searchParams.get('productId')).toBe(product!.id);
    expect(url.searchParams.get('category')).toBe(product!.categorySlug);
    expect(digits(product!.id)).toBeGreaterThanOrEqual(100000);
    await page.context().close();
  });

  it('shows a Vietnamese not-found page with a way home', async () => {
    const page = await shop.newPage();
    await page.goto('/khong-co-trang-nay');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Không tìm thấy trang');
    await expect(page.title()).resolves.toMatch(/^Không tìm thấy trang/);
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.product-grid .tile').first().waitFor();
    await page.context().close();
  });
});

describe('home page when the shop API fails', () => {
  let broken: Shop;

  beforeAll(async () => {
    broken = await openShop();
    broken.double.faults.fail('GET /api/product');
  });

  afterAll(async () => {
    await broken?.close();
  });

  it('offers “Thử lại” instead of a blank page, and recovers', async () => {
    const page = await broken.newPage();
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByText('Không tải được dữ liệu').waitFor();
    expect(await page.locator('.product-grid .tile').count()).toBe(0);

    broken.double.faults.clear();
    await main.getByRole('button', { name: 'Thử lại' }).click();
    await page.locator('.product-grid .tile').first().waitFor();
    await expect(main.getByText('Không tải được dữ liệu').count()).resolves.toBe(0);
    await page.context().close();
  });
});
