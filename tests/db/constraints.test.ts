import { describe, expect, it } from 'vitest';
import type { NewShopOrder } from '../../bff/src/db/tables';
import { isUniqueViolation } from '../../bff/src/db/unique-violation';
import { databaseKinds, useTestDatabase } from './test-databases';

function order(overrides: Partial<NewShopOrder>): NewShopOrder {
  return {
    user_id: 7,
    order_code: 'ABC123' + Math.random().toString().slice(2, 15),
    idempotency_key: 'key-1',
    recipient_name: 'Nguyễn Văn A',
    recipient_address: '12 Lê Lợi, Quận 1',
    recipient_phone: '0901234567',
    recipient_email: 'a@example.com',
    total: 50_000,
    deposit: 25_000,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe.each(databaseKinds())('constraints on $kind', (engine) => {
  const database = useTestDatabase(engine);

  it('keeps one order per user and idempotency key', async () => {
    const { db } = database();
    const first = await db.insertInto('shop_order').values(order({})).returningAll().executeTakeFirstOrThrow();
    expect(first.status).toBe('pending_upstream');
    expect(first.upstream_attempts).toBe(0);
    expect(first.created_at).toBeInstanceOf(Date);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);

    const error = await failure(db.insertInto('shop_order').values(order({})).execute());
    expect(isUniqueViolation(error, 'shop_order_idempotency_unique')).toBe(true);

    // The same key from another user, or another key from the same user, is a new order.
    await db.insertInto('shop_order').values(order({ user_id: 8 })).execute();
    await db.insertInto('shop_order').values(order({ idempotency_key: 'key-2' })).execute();
    const count = await db.selectFrom('shop_order').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(count.n).toBe(3);
  });

  it('keeps order codes unique', async () => {
    const { db } = database();
    await db.insertInto('shop_order').values(order({ order_code: 'XYZ9991700000000000' })).execute();
    const error = await failure(
      db.insertInto('shop_order').values(order({ order_code: 'XYZ9991700000000000', idempotency_key: 'other' })).execute(),
    );
    expect(isUniqueViolation(error, 'shop_order_code_unique')).toBe(true);
    expect(isUniqueViolation(error, 'shop_order_idempotency_unique')).toBe(false);
  });

  it('removes order lines with their order', async () => {
    const { db } = database();
    const { id } = await db.insertInto('shop_order').values(order({})).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('shop_order_line')
      .values({ order_id: id, line_no: 1, product_id: 100001, name: 'Card nhựa PVC', quantity: 10, unit_price: 5000, line_total: 50_000 })
      .execute();
    await db.deleteFrom('shop_order').where('id', '=', id).execute();
    expect(await db.selectFrom('shop_order_line').selectAll().execute()).toEqual([]);
  });

  it('keeps one review per user and product, rated 1 to 5', async () => {
    const { db } = database();
    const review = await db
      .insertInto('review')
      .values({ user_id: 7, product_id: 100001, rating: 5, text: 'Đẹp lắm' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(review.status).toBe('pending');
    expect(review.rating).toBe(5);

    const duplicate = await failure(
      db.insertInto('review').values({ user_id: 7, product_id: 100001, rating: 4 }).execute(),
    );
    expect(isUniqueViolation(duplicate, 'review_one_per_user_product')).toBe(true);

    await db.insertInto('review').values({ user_id: 8, product_id: 100001, rating: 4 }).execute();
    await db.insertInto('review').values({ user_id: 7, product_id: 100002, rating: 1 }).execute();

    const outOfRange = await failure(
      db.insertInto('review').values({ user_id: 9, product_id: 100001, rating: 6 }).execute(),
    );
    expect(isUniqueViolation(outOfRange)).toBe(false);
    expect((outOfRange as { code?: string }).code).toBe('23514');
  });

  it('refuses a cart line without a positive quantity', async () => {
    const { db } = database();
    const line = { user_id: 7, product_id: 100001, name: 'Card nhựa PVC', material: 'Nhựa', effect: null, size: '5.4x8.6', sides: '1 mặt', is_designed: 'Đã có', designs: 1, img_src: null, unit_price: null };
    const error = await failure(db.insertInto('cart_line').values({ ...line, quantity: 0 }).execute());
    expect((error as { code?: string }).code).toBe('23514');
    const saved = await db.insertInto('cart_line').values({ ...line, quantity: 3 }).returningAll().executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ quantity: 3, unit_price: null, material: 'Nhựa' });
  });
});

describe('isUniqueViolation', () => {
  it('is false for anything that is not a unique violation', () => {
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation({ code: '23503', constraint: 'x' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation({ code: '23505', constraint: 'x' }, 'y')).toBe(false);
    expect(isUniqueViolation({ code: '23505', constraint: 'x' }, 'x')).toBe(true);
  });
});
