import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewReview } from '../../bff/src/db/tables';
import { seedDemoReviews } from '../../bff/src/reviews/seed-demo-reviews';
import { DEMO_REVIEWS } from '../double/seed/reviews';
import { DEMO_USERS } from '../double/seed/users';
import { openShop, type Shop } from './harness';

// Demo reviews: three per product (tests/double/seed/reviews.ts). Product 100001 gets 22 more,
// so it has 25 to page through; the one generated product beyond the catalogue has none.
const PAGED = 100001;
const EXTRA = 22;
const giang = DEMO_USERS.find((u) => u.email === 'giang@demo.vn')!;
// A product Giang (user 7) has not reviewed among the demo reviews.
const UNREVIEWED_BY_GIANG = [...new Set(DEMO_REVIEWS.map((r) => r.productId))].find(
  (p) => p !== PAGED && !DEMO_REVIEWS.some((r) => r.productId === p && r.userId === giang.id),
)!;

let shop: Shop;
let page: Page;
let emptyProduct: number;

beforeAll(async () => {
  shop = await openShop({ extraProducts: 1 });
  page = shop.page;
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
  const { db } = shop.app.services.database;
  await seedDemoReviews(db);
  const extra: NewReview[] = Array.from({ length: EXTRA }, (_, i) => ({
    user_id: 5000 + i,
    product_id: PAGED,
    rating: (i % 5) + 1,
    text: `Đánh giá thêm số ${i + 1}`,
    status: 'approved',
    created_at: new Date(Date.UTC(2022, 0, 1, 0, i)),
  }));
  await db.insertInto('review').values(extra).execute();
  const { list } = await shop.app.services.catalogue.products();
  emptyProduct = list.find((p) => !DEMO_REVIEWS.some((r) => r.productId === p.id))!.id;
});

afterAll(async () => {
  await shop?.close();
});

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000, interval: 50 });
const section = (p: Page = page) => p.locator('section.product-reviews');
const reviewItems = (p: Page = page) => section(p).locator('.reviews__list > li');

async function openProduct(id: number, p: Page = page) {
  await p.goto(`${shop.baseUrl}/product?productId=${id}`);
  await section(p).getByRole('heading', { name: 'Các đánh giá' }).waitFor();
}

describe('reviews on the product page', () => {
  it("shows a product's reviews and rating from the page's one request, and invites visitors to sign in", async () => {
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) bodies.push(request.postData() ?? '');
    });
    const product = 100000;
    await openProduct(product);
    const seeded = DEMO_REVIEWS.filter((r) => r.productId === product);
    await section().getByRole('heading', { name: `Đánh giá của khách hàng (${seeded.length})` }).waitFor();
    expect(await reviewItems().count()).toBe(seeded.length);
    const newest = [...seeded].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const first = reviewItems().first();
    expect(await first.textContent()).toContain(newest.text);
    expect(await first.textContent()).toContain(DEMO_USERS.find((u) => u.id === newest.userId)!.fullname);
    expect(await first.getByRole('img').first().getAttribute('aria-label')).toBe(`${newest.rating} trên 5 sao`);

    const average = (Math.round((seeded.reduce((s, r) => s + r.rating, 0) / seeded.length) * 10) / 10).toFixed(1).replace('.', ',');
    expect(await section().locator('.rating-summary__average').textContent()).toBe(average);
    // And beside the product name.
    expect(await page.locator('.product-summary .rating-badge').textContent()).toContain(average);

    await section().getByRole('link', { name: 'Đăng nhập để viết đánh giá' }).waitFor();
    expect(await section().locator('textarea').count()).toBe(0);
    expect(bodies.filter((b) => b.includes('reviews(first: 10)'))).toHaveLength(1);
    page.removeAllListeners('request');
  });

  it('shows 10, adds 10 more, shows the rest, then collapses back to 10', async () => {
    await openProduct(PAGED);
    const total = EXTRA + DEMO_REVIEWS.filter((r) => r.productId === PAGED).length;
    await section().getByRole('heading', { name: `Đánh giá của khách hàng (${total})` }).waitFor();
    expect(await reviewItems().count()).toBe(10);
    const more = section().getByRole('button', { name: 'Xem thêm đánh giá' });
    await more.click();
    await poll(() => reviewItems().count()).toBe(20);
    await more.click();
    await poll(() => reviewItems().count()).toBe(total);
    const texts = await reviewItems().locator('.review__text').allTextContents();
    expect(new Set(texts).size).toBe(total);
    const collapse = section().getByRole('button', { name: 'Thu gọn' });
    await collapse.click();
    await poll(() => reviewItems().count()).toBe(10);
    await section().getByRole('button', { name: 'Xem thêm đánh giá' }).waitFor();
  });

  it("says 'Chưa có đánh giá nào' for a product without reviews", async () => {
    await openProduct(emptyProduct);
    await section().getByText('Chưa có đánh giá nào', { exact: true }).waitFor();
    expect(await reviewItems().count()).toBe(0);
    expect(await section().getByRole('button', { name: 'Xem thêm đánh giá' }).count()).toBe(0);
  });

  it('lets a signed-in shopper pick stars with the keyboard, send, and see the review marked pending', async () => {
    const shopper = await shop.newPage();
    const signIn = await shopper.request.post(`${shop.baseUrl}/graphql`, {
      headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
      data: {
        query: 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { __typename } }',
        variables: { e: giang.email, p: giang.password },
      },
    });
    expect((await signIn.json()).data.signIn.__typename).toBe('SignedIn');

    await openProduct(UNREVIEWED_BY_GIANG, shopper);
    const before = DEMO_REVIEWS.filter((r) => r.productId === UNREVIEWED_BY_GIANG).length;
    await section(shopper).getByRole('form', { name: 'Viết đánh giá' }).waitFor();
    // Once sent, the same form is titled 'Sửa đánh giá của bạn'.
    const form = section(shopper).locator('form.review-form');
    const send = form.getByRole('button', { name: 'Gửi đánh giá' });
    expect(await send.isDisabled()).toBe(true);
    const stars = form.getByRole('group', { name: 'Chọn số sao' }).getByRole('radio');
    expect(await stars.count()).toBe(5);

    // Tab into the group, then arrows: the first arrow from "1 sao" goes on to 2, then 3, then 4.
    await form.getByRole('radio', { name: '1 sao' }).focus();
    await shopper.keyboard.press('Space');
    for (let i = 0; i < 3; i += 1) await shopper.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '4 sao' }).isChecked()).toBe(true);
    expect(await send.isDisabled()).toBe(false);

    const text = 'Thẻ in đẹp, <b>màu</b> chuẩn.\nSẽ ủng hộ tiếp!';
    await form.getByLabel('Nhận xét của bạn (không bắt buộc)').fill(text);
    await send.click();
    await form.getByText('Cảm ơn bạn! Đánh giá đang chờ duyệt', { exact: false }).waitFor();

    await section(shopper).getByRole('heading', { name: `Đánh giá của khách hàng (${before + 1})` }).waitFor();
    const mine = reviewItems(shopper).first();
    expect(await mine.getByText('Đang chờ duyệt', { exact: true }).isVisible()).toBe(true);
    expect(await mine.getByText('Đánh giá của bạn', { exact: true }).isVisible()).toBe(true);
    // Shown as typed, as text: the tag is not markup.
    expect(await mine.locator('.review__text').innerText()).toBe(text);
    expect(await mine.locator('.review__text b').count()).toBe(0);
    await section(shopper).getByRole('form', { name: 'Sửa đánh giá của bạn' }).waitFor();

    // A visitor does not see it.
    await openProduct(UNREVIEWED_BY_GIANG);
    await section().getByRole('heading', { name: `Đánh giá của khách hàng (${before})` }).waitFor();
    expect(await section().getByText('Đang chờ duyệt').count()).toBe(0);

    const axe = await new AxeBuilder({ page: shopper }).include('section.product-reviews').analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await shopper.context().close();
  });

  it('has no serious accessibility problem for a visitor, on a phone too', async () => {
    for (const viewport of [undefined, { width: 375, height: 812 }]) {
      const p = viewport ? await shop.newPage({ viewport }) : page;
      await openProduct(PAGED, p);
      const axe = await new AxeBuilder({ page: p }).include('section.product-reviews').include('.product-summary').analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      if (viewport) await p.context().close();
    }
  });
});
