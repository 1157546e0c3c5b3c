import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createShopDb } from './db';
import { verifyPassword } from './password-hash';
import { IMAGES_DIR } from './routes/images';
import { extraProducts } from './seed/extra-products';
import { optionList } from './seed/option-list';
import { SEED_ORDERS } from './seed/orders';
import { buildPriceTables } from './seed/price-tables';
import { SEED_PRODUCTS } from './seed/products';
import { DEMO_REVIEWS } from './seed/reviews';
import { seedShopDb } from './seed/seed-db';
import { SEED_CONTACTS, SEED_IMAGE_SLIDES } from './seed/shop';
import { DEMO_USERS, SEED_USERS } from './seed/users';

describe('demo catalogue', () => {
  it('has products 100000..100020 across at least 8 categories', () => {
    expect(SEED_PRODUCTS.map((p) => p.id)).toEqual(Array.from({ length: 21 }, (_, i) => 100000 + i));
    expect(new Set(SEED_PRODUCTS.map((p) => p.category)).size).toBeGreaterThanOrEqual(8);
  });

  it('has a price table for every (product, size) with the first material', () => {
    const tables = buildPriceTables(SEED_PRODUCTS);
    for (const product of SEED_PRODUCTS) {
      const material = optionList(product.material ?? product.marterial)[0];
      for (const size of optionList(product.size)) {
        expect(tables.filter((t) => t.productId === product.id && t.size === size && t.material === material)).toHaveLength(1);
      }
    }
    expect(tables.filter((t) => t.value === 'Liên hệ').length).toBeGreaterThanOrEqual(2);
    expect(tables.some((t) => t.value === null || t.value === '')).toBe(true);
    expect(tables.some((t) => typeof t.value === 'number')).toBe(true);
    expect(tables.some((t) => typeof t.value === 'string' && /(^|;)\d+,,|,,|,$/.test(t.value))).toBe(true);
  });

  it('keeps the messy rows the BFF has to tolerate', () => {
    expect(SEED_PRODUCTS.filter((p) => p.intro === null)).toHaveLength(2);
    expect(SEED_PRODUCTS.filter((p) => p.avt === null)).toHaveLength(1);
    expect(SEED_PRODUCTS.some((p) => p.marterial && !p.material)).toBe(true);
    expect(SEED_PRODUCTS.some((p) => typeof p.price === 'string')).toBe(true);
    expect(SEED_PRODUCTS.some((p) => p.effect === 'non')).toBe(true);
    expect(SEED_PRODUCTS.some((p) => /youtu\.be\//.test(p.video))).toBe(true);
    expect(SEED_PRODUCTS.some((p) => /watch\?v=[\w-]{11}/.test(p.video))).toBe(true);
    expect(SEED_IMAGE_SLIDES.filter((s) => s.status === 'release').length).toBeGreaterThanOrEqual(5);
    expect(SEED_CONTACTS.some((c) => c.theme === 'Image Slider')).toBe(true);
  });

  it('signs in every demo user with the published password', async () => {
    expect(DEMO_USERS.length).toBeGreaterThanOrEqual(6);
    for (const demo of DEMO_USERS) {
      const seeded = SEED_USERS.find((u) => u.email === demo.email);
      expect(await verifyPassword(demo.password, seeded?.password ?? '')).toBe(true);
    }
    expect(await verifyPassword('SaiMatKhau1', SEED_USERS[1]?.password ?? '')).toBe(false);
  });

  it('has at least 60 reviews by known users on known products, mostly 4-5 stars', () => {
    expect(DEMO_REVIEWS.length).toBeGreaterThanOrEqual(60);
    const userIds = new Set(SEED_USERS.map((u) => u.id));
    const productIds = new Set(SEED_PRODUCTS.map((p) => p.id));
    for (const review of DEMO_REVIEWS) {
      expect(userIds.has(review.userId) && productIds.has(review.productId)).toBe(true);
      expect(review.rating >= 1 && review.rating <= 5).toBe(true);
    }
    expect(DEMO_REVIEWS.filter((r) => r.rating >= 4).length / DEMO_REVIEWS.length).toBeGreaterThan(0.7);
    expect(new Set(DEMO_REVIEWS.map((r) => `${r.userId}|${r.productId}`)).size).toBe(DEMO_REVIEWS.length);
  });

  it('has orders of two different shoppers', () => {
    expect(new Set(SEED_ORDERS.map((o) => o.userId)).size).toBeGreaterThanOrEqual(2);
  });

  it('ships every image the seed refers to', () => {
    const db = createShopDb();
    const used = new Set<string>();
    seedShopDb(db, { mode: 'contract', extraProducts: 3, imageUrl: (file) => (used.add(file), `http://x/images/${file}`) });
    expect(used.size).toBeGreaterThan(30);
    for (const file of used) expect(existsSync(join(IMAGES_DIR, file)), file).toBe(true);
  });

  // How fast this runs is for `npm run bench` to say; a timed test would flake on a busy machine.
  it('generates 5,000 extra products with continuing ids', () => {
    const db = createShopDb();
    seedShopDb(db, { mode: 'deployed', extraProducts: 5000, imageUrl: (file) => `http://x/images/${file}` });
    const ids = db.product.getAll().map((p) => p.id);
    expect(ids).toHaveLength(5021);
    expect(ids.at(-1)).toBe(105020);
    expect(extraProducts(2).map((p) => p.id)).toEqual([100021, 100022]);
    expect(db.priceTable.findMany({ where: { productId: { equals: 105020 } } }).length).toBeGreaterThan(0);
  });
});
