import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from './seed/users';
import { startShopDouble, type ShopDouble } from './server';
import { call } from './test-client';

let deployed: ShopDouble;
let contract: ShopDouble;
const an = DEMO_USERS.find((u) => u.email === 'an@demo.vn')!;
const anClaims = { userId: an.id, email: an.email, fullname: an.fullname };

beforeAll(async () => {
  [deployed, contract] = await Promise.all([
    startShopDouble({ mode: 'deployed', crashMs: 200 }),
    startShopDouble({ mode: 'contract', jwtSecret: 'contract-secret' }),
  ]);
});

afterAll(async () => {
  await Promise.all([deployed.close(), contract.close()]);
});

describe.each(['deployed', 'contract'] as const)('sign-in in %s mode', (mode) => {
  const double = () => (mode === 'deployed' ? deployed : contract);

  it('logs in with a demo password and issues a 1 h HS256 token with the documented claims', async () => {
    const res = await call(double().url, 'POST', '/api/auth/login', { body: { email: an.email, password: an.password } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ err: 0, mes: 'Login successful' });
    const { payload, protectedHeader } = await jwtVerify(res.json.token, new TextEncoder().encode(double().jwtSecret));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject(anClaims);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it('answers 404 for an unknown user and 401 for a wrong password', async () => {
    const unknown = await call(double().url, 'POST', '/api/auth/login', { body: { email: 'ai@demo.vn', password: 'MatKhau123' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.err).toBe(1);
    const wrong = await call(double().url, 'POST', '/api/auth/login', { body: { email: an.email, password: 'SaiMatKhau1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.err).toBe(1);
  });

  it('reads the raw Authorization header, tolerates Bearer, and renews the token', async () => {
    const shortLived = await double().signToken(anClaims, '5m');
    for (const header of [shortLived, `Bearer ${shortLived}`]) {
      const res = await call(double().url, 'GET', '/api/cart', { token: header });
      expect(res.status).toBe(200);
      const renewed = String(res.headers.token);
      const { payload } = await jwtVerify(renewed, new TextEncoder().encode(double().jwtSecret));
      expect(payload.userId).toBe(an.id);
      expect((payload.exp ?? 0) - (decodeJwt(shortLived).exp ?? 0)).toBeGreaterThan(3000);
    }
  });

  it('rejects missing, malformed, foreign and expired tokens the backend way', async () => {
    const missing = await call(double().url, 'GET', '/api/cart');
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ error: 'Missing JWT token' });
    const malformed = await call(double().url, 'GET', '/api/cart', { token: 'null' });
    expect([malformed.status, malformed.json]).toEqual([401, { err: 1, mes: 'jwt malformed' }]);
    const other = await startShopDouble({ jwtSecret: 'someone-else' });
    const foreign = await call(double().url, 'GET', '/api/cart', { token: await other.signToken(anClaims) });
    await other.close();
    expect([foreign.status, foreign.json]).toEqual([401, { err: 1, mes: 'invalid token' }]);
    const expired = await call(double().url, 'GET', '/api/cart', { token: await double().signToken(anClaims, '-1s') });
    expect([expired.status, expired.json]).toEqual([401, { err: 1, mes: 'jwt expired' }]);
  });

  it('answers a foreign browser Origin with a 500 HTML page', async () => {
    const res = await call(double().url, 'GET', '/api/product', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('Not allowed by CORS');
    const allowed = await call(double().url, 'GET', '/api/slider', { headers: { origin: 'http://localhost:3000' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('stands in for social login: redirect with a 90 s tokenID, exchanged for a token', async () => {
    const res = await call(double().url, 'GET', `/api/auth/google?redirect=${encodeURIComponent('http://localhost:5173/')}`);
    expect(res.status).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin + location.pathname).toBe('http://localhost:5173/');
    const tokenID = location.searchParams.get('tokenID') ?? '';
    const claims = decodeJwt(tokenID);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(90);
    const exchanged = await call(double().url, 'POST', '/api/auth/loginwithtoken/token', { body: { tokenID } });
    expect(decodeJwt(exchanged.json.token)).toMatchObject({ userId: claims.id });
  });
});

describe('account routes, contract mode', () => {
  it('registers once, then says the email is used', async () => {
    const body = { email: 'moi@demo.vn', name: 'Người Dùng Mới', phone: '0987654321', avt: '', password: 'MatKhauMoi1' };
    const first = await call(contract.url, 'POST', '/api/v1/auth/register', { body });
    expect(first.json).toMatchObject({ err: 0, mes: 'Register is successful' });
    expect(first.json.access_token).toMatch(/^Bearer ey/);
    const again = await call(contract.url, 'POST', '/api/v1/auth/register', { body });
    expect(again.json).toMatchObject({ err: 1, mes: 'Email is used already' });
    const login = await call(contract.url, 'POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.json.err).toBe(0);
  });

  it('changes info by email, with POST or PUT', async () => {
    const put = await call(contract.url, 'PUT', '/api/v1/auth/changeinfo', { body: { email: 'ha@demo.vn', fullname: 'Hoàng Thu Hà Mới', phone: '0945678999' } });
    expect(put.json).toEqual({ err: 0, mes: 'Updated!' });
    const users = await call(contract.url, 'GET', '/api/user');
    expect(users.json.data.find((u: any) => u.email === 'ha@demo.vn')).toMatchObject({ fullname: 'Hoàng Thu Hà Mới', phone: '0945678999' });
  });

  it('changes the password: 400 missing, 401 wrong old password, 204 on success', async () => {
    const giang = DEMO_USERS.find((u) => u.email === 'giang@demo.vn')!;
    const token = await contract.signToken({ userId: giang.id, email: giang.email, fullname: giang.fullname });
    const missing = await call(contract.url, 'POST', '/api/auth/changePassword', { token, body: { newPassword: 'x' } });
    expect(missing.status).toBe(400);
    const wrong = await call(contract.url, 'POST', '/api/auth/changePassword', { token, body: { oldPassword: 'Sai123456', newPassword: 'GiangMoi2025' } });
    expect([wrong.status, wrong.json]).toEqual([401, { err: 1, mes: 'Password is matches with old password' }]);
    const done = await call(contract.url, 'POST', '/api/auth/changePassword', { token, body: { oldPassword: giang.password, newPassword: 'GiangMoi2025' } });
    expect([done.status, done.text]).toEqual([204, '']);
    const login = await call(contract.url, 'POST', '/api/auth/login', { body: { email: giang.email, password: 'GiangMoi2025' } });
    expect(login.status).toBe(200);
  });
});

describe('account routes, deployed mode', () => {
  it('has no v1 register or change-info routes', async () => {
    const register = await call(deployed.url, 'POST', '/api/v1/auth/register', { body: { email: 'x@demo.vn' } });
    expect(register.status).toBe(404);
    expect(register.text).toContain('Cannot POST /api/v1/auth/register');
    const info = await call(deployed.url, 'PUT', '/api/v1/auth/changeinfo', { body: { email: 'an@demo.vn' } });
    expect(info.status).toBe(404);
  });
});
