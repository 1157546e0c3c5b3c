import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from './seed/users';
import { startShopDouble, type ShopDouble } from './server';
import { call } from './test-client';

let deployed: ShopDouble;
let contract: ShopDouble;

const claimsOf = (email: string) => {
  const user = DEMO_USERS.find((u) => u.email === email)!;
  return { userId: user.id, email: user.email, fullname: user.fullname };
};

const line = (productId: number) => ({
  name: 'Card Polar',
  sides: '1 mặt',
  price: 5000,
  img_src: 'https://drive.example/anh.png',
  isDesigned: 'Đã có',
  quantity: 2,
  material: 'Giấy C300',
  effect: 'Mờ',
  size: '6x9',
  productId,
});

const orderBody = (productId: number, status: unknown = 1) => ({
  nameReceive: 'Nguyễn Văn An',
  address: '45 Đường Demo A, Quận 10',
  phone: '0901234567',
  status,
  items: [{ ...line(productId), product: productId, productId: undefined }],
});

beforeAll(async () => {
  [deployed, contract] = await Promise.all([startShopDouble({ mode: 'deployed' }), startShopDouble({ mode: 'contract' })]);
});

afterAll(async () => {
  await Promise.all([deployed.close(), contract.close()]);
});

describe('cart, deployed mode', () => {
  it('answers an empty cart as an empty table: 200, err 1, no data', async () => {
    const token = await deployed.signToken(claimsOf('chau@demo.vn'));
    const res = await call(deployed.url, 'GET', '/api/cart', { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ err: 1, mes: 'No have any prices' });
  });

  it('lets a product sit in only one cart row across all shoppers', async () => {
    const an = await deployed.signToken(claimsOf('an@demo.vn'));
    const binh = await deployed.signToken(claimsOf('binh@demo.vn'));
    const added = await call(deployed.url, 'POST', '/api/cart', { token: an, body: line(100003) });
    expect(added.json).toEqual({ err: 0, mes: 'Cart created successfully' });
    const second = await call(deployed.url, 'POST', '/api/cart', { token: binh, body: line(100003) });
    expect(second.status).toBe(500);
    expect(second.json.error).toMatch(/duplicate key value violates unique constraint/);
    const zero = await call(deployed.url, 'POST', '/api/cart', { token: binh, body: { ...line(100005), quantity: 0 } });
    expect(zero.status).toBe(400);
    const cart = await call(deployed.url, 'GET', '/api/cart', { token: an });
    expect(cart.json).toMatchObject({ err: 0, pageSize: 20, pageNum: 1, page: 1 });
    expect(cart.json.data).toHaveLength(1);
    expect(cart.json.data[0]).not.toHaveProperty('productId');
    expect(cart.json.data[0]).not.toHaveProperty('userId');
  });
});

describe('cart, contract mode', () => {
  it('keeps rows per shopper with ids and checks ownership on delete', async () => {
    const an = await contract.signToken(claimsOf('an@demo.vn'));
    const binh = await contract.signToken(claimsOf('binh@demo.vn'));
    const first = await call(contract.url, 'POST', '/api/cart', { token: an, body: line(100003) });
    await call(contract.url, 'POST', '/api/cart', { token: binh, body: line(100003) });
    expect(first.json.data).toMatchObject({ id: expect.any(Number), userId: 2, productId: 100003 });
    const stranger = await call(contract.url, 'DELETE', `/api/cart/${first.json.data.id}`, { token: binh });
    expect(stranger.status).toBe(404);
    const own = await call(contract.url, 'DELETE', `/api/cart/${first.json.data.id}`, { token: an });
    expect(own.json).toEqual({ err: 0, mes: 'Cart deleted successfully' });
    const binhCart = await call(contract.url, 'GET', '/api/cart', { token: binh });
    expect(binhCart.json.data).toHaveLength(1);
  });
});

describe('orders', () => {
  it('lists every shopper’s orders to anyone, without a token', async () => {
    const res = await call(contract.url, 'GET', '/api/order');
    expect(res.status).toBe(200);
    expect(new Set(res.json.data.map((o: any) => o.userId))).toEqual(new Set([2, 3]));
    const bare = await call(deployed.url, 'GET', '/api/order');
    expect(bare.json.data).toHaveLength(3);
    expect(bare.json.data[0]).not.toHaveProperty('userId');
    expect(bare.json.data[0]).not.toHaveProperty('items');
    expect(bare.json.data[0].nameRecieve).toBe('Nguyễn Văn An');
  });

  it('contract: creates an order owned by the token user, with a code', async () => {
    const token = await contract.signToken(claimsOf('dung@demo.vn'));
    const res = await call(contract.url, 'POST', '/api/order', { token, body: orderBody(100002) });
    expect(res.json.data).toMatchObject({ userId: 5, nameReceive: 'Nguyễn Văn An', items: [{ product: 100002 }] });
    expect(res.json.data.orderCode).toMatch(/^[A-Z0-9]{6}\d{13}$/);
    const mine = await call(contract.url, 'GET', `/api/order/${res.json.data.id}`, { token });
    expect(mine.json.data.items[0].product).toBe(100002);
    const other = await call(contract.url, 'GET', `/api/order/${res.json.data.id}`, { token: await contract.signToken(claimsOf('an@demo.vn')) });
    expect(other.status).toBe(404);
  });

  it('deployed: no id or code back, status must be an integer, one order item per product', async () => {
    const token = await deployed.signToken(claimsOf('dung@demo.vn'));
    const asText = await call(deployed.url, 'POST', '/api/order', { token, body: orderBody(100002, '1') });
    expect(asText.status).toBe(500);
    const created = await call(deployed.url, 'POST', '/api/order', { token, body: orderBody(100002) });
    expect(created.json).toEqual({ err: 0, mes: 'Order created successfully' });
    const before = (await call(deployed.url, 'GET', '/api/order')).json.data;
    const newest = before.at(-1);
    const detail = await call(deployed.url, 'GET', `/api/order/${newest.id}`, { token });
    expect(detail.json.data.items).toHaveLength(1);
    expect(detail.json.data.items[0]).not.toHaveProperty('product');
    const again = await call(deployed.url, 'POST', '/api/order', { token, body: orderBody(100002) });
    expect(again.status).toBe(500);
    const after = (await call(deployed.url, 'GET', '/api/order')).json.data;
    expect(after).toHaveLength(before.length + 1);
    const leftover = await call(deployed.url, 'GET', `/api/order/${after.at(-1).id}`, { token });
    expect(leftover.json.data.items).toEqual([]);
  });
});

describe('comments', () => {
  it('contract: a new comment starts pending', async () => {
    const token = await contract.signToken(claimsOf('an@demo.vn'));
    const res = await call(contract.url, 'POST', '/api/comment', { token, body: { text: 'Đẹp lắm', rating: 5, productId: 100001 } });
    expect(res.json.data).toMatchObject({ status: 'pending', rating: 5 });
  });

  it('deployed: a product can have only one comment row', async () => {
    const token = await deployed.signToken(claimsOf('an@demo.vn'));
    const first = await call(deployed.url, 'POST', '/api/comment', { token, body: { text: 'Đẹp lắm', rating: 5, productId: 100001 } });
    expect(first.json).toEqual({ err: 0, mes: 'Comment created successfully' });
    const second = await call(deployed.url, 'POST', '/api/comment', { token, body: { text: 'Tốt', rating: 4, productId: 100001 } });
    expect(second.status).toBe(500);
  });
});
