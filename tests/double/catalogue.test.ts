import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopDouble, type ShopDouble } from './server';
import { call } from './test-client';

let deployed: ShopDouble;
let contract: ShopDouble;

beforeAll(async () => {
  [deployed, contract] = await Promise.all([startShopDouble({ mode: 'deployed' }), startShopDouble({ mode: 'contract' })]);
});

afterAll(async () => {
  await Promise.all([deployed.close(), contract.close()]);
});

describe.each(['deployed', 'contract'] as const)('catalogue in %s mode', (mode) => {
  const double = () => (mode === 'deployed' ? deployed : contract);

  it('lists products in the {err, mes, data} envelope with absolute image URLs', async () => {
    const res = await call(double().url, 'GET', '/api/product');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ err: 0, mes: expect.any(String) });
    expect(res.json.data).toHaveLength(21);
    expect(res.json).not.toHaveProperty('pageSize');
    const card = res.json.data.find((p: any) => p.id === 100000);
    expect(card.imgs[0].imgSrc).toBe(`${double().url}/images/product-100000.svg`);
    expect(card.description.content).toContain('/br/');
    expect(card.description.img.split('##')).toHaveLength(2);
    const bare = res.json.data.filter((p: any) => !('description' in p) && !('option_des' in p) && !('order_notify' in p));
    expect(bare.map((p: any) => p.id)).toEqual([100018, 100019]);
    expect(res.json.data.find((p: any) => p.id === 100020).avt).toBeNull();
    expect(res.json.data.find((p: any) => p.id === 100011)).toHaveProperty('marterial');
  });

  it('answers only=category with one row per product, duplicates included', async () => {
    const res = await call(double().url, 'GET', '/api/product?only=category');
    expect(res.json.data).toHaveLength(21);
    expect(res.json.data[0]).toEqual({ category: 'Card bo góc' });
  });

  it('pages the contact list by default and reads everything with pageSize=10000', async () => {
    const first = await call(double().url, 'GET', '/api/contact');
    expect(first.json).toMatchObject({ err: 0, pageSize: 10, pageNum: 2, page: 1 });
    expect(first.json.data).toHaveLength(10);
    const all = await call(double().url, 'GET', '/api/contact?pageSize=10000');
    expect(all.json.data).toHaveLength(14);
    const past = await call(double().url, 'GET', '/api/contact?page=3');
    expect(past.status).toBe(404);
    expect(past.json).toEqual({ err: 1, mes: 'Page not found' });
  });

  it('pages the price list only when page and pageSize are both given', async () => {
    const all = await call(double().url, 'GET', '/api/pricelist?pageSize=5');
    expect(all.json).not.toHaveProperty('page');
    expect(all.json.data.length).toBeGreaterThan(40);
    const paged = await call(double().url, 'GET', '/api/pricelist?page=2&pageSize=5');
    expect(paged.json).toMatchObject({ pageSize: 5, page: 2 });
    expect(paged.json.data.map((t: any) => t.id)).toEqual([6, 7, 8, 9, 10]);
    const one = await call(double().url, 'GET', '/api/pricelist/1');
    expect(one.json.data).not.toHaveProperty('product');
    expect(one.json.data.value).toMatch(/^\d+,/);
  });

  it('serves hot products, sliders and users (with their hashes)', async () => {
    const hot = await call(double().url, 'GET', '/api/hotproduct');
    expect(hot.json.data[0].product).toMatchObject({ id: 100004, name: 'Card Lenti 3D', avt: { imgSrc: expect.stringContaining('/images/') } });
    const slides = await call(double().url, 'GET', '/api/imageslider');
    expect(slides.json.data.some((s: any) => 'productId' in s && !('product' in s))).toBe(true);
    expect(slides.json.data.some((s: any) => s.product === null)).toBe(true);
    const users = await call(double().url, 'GET', '/api/user?pageSize=10000');
    expect(users.json.data[0].password).toMatch(/^\$scrypt\$/);
    expect(users.json.data[0].role).toEqual({ value: 'admin' });
  });

  it('serves comments without user or product', async () => {
    const res = await call(double().url, 'GET', '/api/comment');
    expect(res.json.data.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(res.json.data[0]).sort()).toEqual(['createdAt', 'id', 'rating', 'status', 'text', 'updatedAt']);
  });
});

describe('product by id', () => {
  it('contract: returns that product and counts the view', async () => {
    const before = await call(contract.url, 'GET', '/api/product/100005');
    const after = await call(contract.url, 'GET', '/api/product/100005');
    expect(after.json.data.id).toBe(100005);
    expect(after.json.data.seen).toBe(before.json.data.seen + 1);
    const missing = await call(contract.url, 'GET', '/api/product/999');
    expect(missing.status).toBe(404);
  });

  it('deployed: ignores the id and counts some other product', async () => {
    const asked = await call(deployed.url, 'GET', '/api/product/100005');
    const other = await call(deployed.url, 'GET', '/api/product/999');
    expect(other.status).toBe(200);
    expect(asked.json.data.id).not.toBe(100005);
    expect(other.json.data.id).not.toBe(999);
    const list = await call(deployed.url, 'GET', '/api/product');
    const counted = list.json.data.find((p: any) => p.id === asked.json.data.id);
    expect(counted.seen).toBe(asked.json.data.seen);
  });
});

describe('filter, search and sort', () => {
  it('contract: all filters apply, search reads names, sort orders', async () => {
    const filtered = await call(contract.url, 'GET', `/api/product?filter=${encodeURIComponent('category:Card bo góc,effect:Mờ')}`);
    expect(filtered.json.data.map((p: any) => p.id)).toEqual([100003]);
    const found = await call(contract.url, 'GET', `/api/product?search=${encodeURIComponent('sticker')}`);
    expect(found.json.data.map((p: any) => p.id)).toEqual([100012, 100013]);
    const sorted = await call(contract.url, 'GET', '/api/product?sort=price:DESC');
    expect(sorted.json.data[0].id).toBe(100008);
  });

  it('deployed: only the last filter applies, search looks elsewhere, unknown sort is a 500', async () => {
    const filtered = await call(deployed.url, 'GET', `/api/product?filter=${encodeURIComponent('category:Card bo góc,effect:Mờ')}`);
    expect(filtered.json.data.length).toBeGreaterThan(1);
    expect(filtered.json.data.every((p: any) => p.effect === 'Mờ')).toBe(true);
    const found = await call(deployed.url, 'GET', '/api/product?search=sticker');
    expect(found.json).toEqual({ err: 1, mes: 'No have any product' });
    const sorted = await call(deployed.url, 'GET', '/api/product?sort=views:DESC');
    expect(sorted.status).toBe(500);
    expect(sorted.json.error).toMatch(/^Internal server error/);
  });
});
