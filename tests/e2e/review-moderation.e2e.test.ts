import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../double/seed/users';
import { openShop, type Shop } from './harness';

const admin = DEMO_USERS.find((u) => u.email === 'admin@demo.vn')!;
const chau = DEMO_USERS.find((u) => u.email === 'chau@demo.vn')!;
const dung = DEMO_USERS.find((u) => u.email === 'dung@demo.vn')!;
const PRODUCT = 100002;

let shop: Shop;

beforeAll(async () => {
  shop = await openShop();
});
afterAll(async () => {
  await shop?.close();
});

/** A page of its own, signed in through the BFF (the cookie lands in the page's context). */
async function signedInPage(user: { email: string; password: string }, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await shop.newPage(viewport ? { viewport } : {});
  // A step that cannot happen fails with its own message, well inside the test's time.
  page.setDefaultTimeout(10_000);
  const response = await page.request.post(`${shop.baseUrl}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
    data: { query: 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { __typename } }', variables: { e: user.email, p: user.password } },
  });
  expect((await response.json()).data.signIn.__typename).toBe('SignedIn');
  return page;
}

async function writeReview(page: Page, rating: number, text: string): Promise<void> {
  const response = await page.request.post(`${shop.baseUrl}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-shop-csrf': '1' },
    data: {
      query: 'mutation($id: ID!, $r: Int!, $t: String) { writeReview(productId: $id, rating: $r, text: $t) { __typename } }',
      variables: { id: String(PRODUCT), r: rating, t: text },
    },
  });
  expect((await response.json()).data.writeReview.__typename).toBe('ReviewWritten');
}

const reviewTexts = async (page: Page) => {
  await page.goto(`${shop.baseUrl}/product?productId=${PRODUCT}`);
  const section = page.locator('section.product-reviews');
  await section.getByRole('heading', { name: 'Các đánh giá' }).waitFor();
  await section.locator('.reviews__list, .product-reviews__empty').first().waitFor({ timeout: 10_000 });
  return section.locator('.review__text').allInnerTexts();
};

describe('review moderation', () => {
  it("takes the shop's admin from the account menu to the waiting reviews; approving one shows it to everyone", async () => {
    const text = 'Thẻ nhựa cứng cáp, in sắc nét.\n<i>Rất hài lòng</i>';
    const author = await signedInPage(chau);
    await writeReview(author, 5, text);
    const visitor = await shop.newPage();
    expect(await reviewTexts(visitor)).not.toContain(text);

    const page = await signedInPage(admin);
    await page.goto(`${shop.baseUrl}/`);
    await page.getByRole('button', { name: /Xin chào/ }).click();
    await page.getByRole('link', { name: 'Duyệt đánh giá' }).click();
    await page.waitForURL('**/reviewModeration');
    await page.getByRole('heading', { name: 'Duyệt đánh giá', level: 1 }).waitFor();

    const item = page.getByRole('article', { name: `Đánh giá của ${chau.fullname} về ` + (await productName()) });
    await item.waitFor();
    // Shown as typed: the tag stays text.
    expect(await item.locator('.review__text').innerText()).toBe(text);
    expect(await item.locator('.review__text i').count()).toBe(0);
    expect(await item.getByRole('img').first().getAttribute('aria-label')).toBe('5 trên 5 sao');
    expect(await item.getByRole('link').getAttribute('href')).toContain(`productId=${PRODUCT}`);

    await item.getByRole('button', { name: 'Duyệt' }).click();
    await page.getByText('Đã duyệt: đánh giá đã hiện cho mọi người.').waitFor();
    await expect.poll(async () => reviewTexts(visitor), { timeout: 15_000, interval: 500 }).toContain(text);
    // Gone from the queue once the list is read again.
    await page.reload();
    await page.getByRole('heading', { name: 'Duyệt đánh giá', level: 1 }).waitFor();
    await page.locator('.moderation-page__count').waitFor();
    expect(await page.getByText(text.split('\n')[0]!, { exact: false }).count()).toBe(0);
    await Promise.all([author.context().close(), visitor.context().close(), page.context().close()]);
  });

  it('rejects a review: nobody else sees it, and its author is told they may rewrite it', async () => {
    const text = 'Nội dung quảng cáo không liên quan';
    const author = await signedInPage(dung);
    await writeReview(author, 1, text);
    const page = await signedInPage(admin);
    await page.goto(`${shop.baseUrl}/reviewModeration`);
    const item = page.getByRole('article', { name: new RegExp(`^Đánh giá của ${dung.fullname}`) });
    await item.getByRole('button', { name: 'Từ chối' }).click();
    await page.getByText('Đã từ chối: chỉ người viết còn thấy đánh giá này.').waitFor();
    const visitor = await shop.newPage();
    expect(await reviewTexts(visitor)).not.toContain(text);
    // Its author is told, with the words kept for a rewrite.
    expect(await reviewTexts(author)).not.toContain(text);
    const form = author.locator('section.product-reviews form.review-form');
    await form.getByText('Đánh giá trước của bạn không được duyệt. Bạn có thể sửa và gửi lại.').waitFor();
    expect(await form.locator('textarea').inputValue()).toBe(text);
    await Promise.all([author.context().close(), visitor.context().close(), page.context().close()]);
  });

  it('keeps shoppers and visitors out: no menu link, a plain refusal, or the sign-in page', async () => {
    const shopper = await signedInPage(chau);
    await shopper.goto(`${shop.baseUrl}/`);
    await shopper.getByRole('button', { name: /Xin chào/ }).click();
    await shopper.getByRole('link', { name: 'Đơn hàng của tôi' }).waitFor();
    expect(await shopper.getByRole('link', { name: 'Duyệt đánh giá' }).count()).toBe(0);
    await shopper.goto(`${shop.baseUrl}/reviewModeration`);
    await shopper.getByRole('alert').filter({ hasText: 'Trang này chỉ dành cho quản trị viên của shop.' }).waitFor();
    expect(await shopper.getByRole('button', { name: 'Duyệt' }).count()).toBe(0);

    const visitor = await shop.newPage();
    await visitor.goto(`${shop.baseUrl}/reviewModeration`);
    await visitor.waitForURL(/\/login\?next=\/reviewModeration$/);
    await Promise.all([shopper.context().close(), visitor.context().close()]);
  });

  it('has no serious accessibility problem and no sideways scrolling, on a phone too', async () => {
    const author = await signedInPage(dung);
    await writeReview(author, 4, 'Đóng gói cẩn thận, giao hàng nhanh, thẻ đẹp như hình mẫu.');
    for (const viewport of [undefined, { width: 375, height: 812 }]) {
      const page = await signedInPage(admin, viewport);
      await page.goto(`${shop.baseUrl}/reviewModeration`);
      await page.locator('.moderation-item').first().waitFor();
      const axe = await new AxeBuilder({ page }).include('main').analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.context().close();
    }
    await author.context().close();
  });
});

async function productName(): Promise<string> {
  const data = await shop.gql<{ product: { name: string } }>(`query($id: ID!) { product(id: $id) { name } }`, { id: String(PRODUCT) });
  return data.product.name;
}
