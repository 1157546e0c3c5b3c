import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../../bff/src/context';
import { queuedCookies } from '../../bff/src/session/response-cookies';
import { openSession, sealSession } from '../../bff/src/session/session-cookie';
import { SessionExpiredError, upstreamAs } from '../../bff/src/session/upstream-as';
import { DEMO_USERS } from '../double/seed/users';
import { cookieClient, ME, SIGN_IN } from './account-client';
import { MODES, startStack, type Stack } from './stack';

const an = DEMO_USERS.find((u) => u.email === 'an@demo.vn')!;
/** A JWS (three base64url parts starting with a JSON header) anywhere in a text. */
const JWT_LIKE = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

describe.each(MODES)('session against the %s double', (mode) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(mode);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('signs in into an HttpOnly, SameSite=Strict cookie and never answers the token', async () => {
    const client = cookieClient(stack);
    const { data } = await client.gql(SIGN_IN, { email: an.email, password: an.password });
    expect(data.signIn).toEqual({
      __typename: 'SignedIn',
      viewer: { id: String(an.id), fullname: 'Nguyễn Văn An', greetingName: 'An', email: an.email },
    });
    const [cookie] = client.lastSetCookies();
    expect(cookie).toMatch(/^shop_session=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);

    const me = await client.gql(ME);
    expect(me.data.me).toMatchObject({ id: String(an.id), greetingName: 'An', phone: '0901234567' });
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    for (const body of client.bodies) expect(body).not.toMatch(JWT_LIKE);

    // The cookie holds the upstream token, readable only with the BFF's key.
    const session = await openSession(client.cookies.get('shop_session')!, stack.app.services.accounts.keys.session);
    expect(session).toMatchObject({ userId: an.id, email: an.email });
    expect(session!.token).toMatch(JWT_LIKE);
  });

  it('answers me = null to a visitor and to a forged or foreign cookie, clearing the bad one', async () => {
    expect((await stack.gql(ME)).data.me).toBeNull();
    const foreign = await sealSession(
      { userId: 1, email: 'admin@demo.vn', fullname: 'Quản Trị Viên', token: await stack.double.signToken({ userId: 1, email: 'admin@demo.vn', fullname: 'x' }) },
      new Uint8Array(32),
      new Date(Date.now() + 3600_000),
    );
    const result = await stack.gql(ME, {}, { cookie: `shop_session=${foreign}` });
    expect(result.data.me).toBeNull();
    expect(result.headers.getSetCookie()[0]).toMatch(/^shop_session=; .*Max-Age=0$/);
  });

  it('never calls the upstream login with a missing field', async () => {
    stack.double.resetCalls();
    const client = cookieClient(stack);
    const noEmail = await client.gql(SIGN_IN, { email: '  ', password: an.password });
    expect(noEmail.data.signIn).toMatchObject({
      __typename: 'InvalidInput',
      field: 'email',
      message: 'Bạn không được bỏ trống trường này.',
    });
    const noPassword = await client.gql(SIGN_IN, { email: an.email, password: '' });
    expect(noPassword.data.signIn).toMatchObject({ __typename: 'InvalidInput', field: 'password' });
    expect(stack.upstreamCalls().filter((c) => c.path === '/api/auth/login')).toEqual([]);
  });

  it('says only "wrong e-mail or password" for a wrong password or an unknown user', async () => {
    const client = cookieClient(stack);
    for (const attempt of [{ email: an.email, password: 'Sai12345' }, { email: 'nobody@demo.vn', password: 'Sai12345' }]) {
      const { data } = await client.gql(SIGN_IN, attempt);
      expect(data.signIn).toEqual({
        __typename: 'WrongCredentials',
        code: 'WRONG_CREDENTIALS',
        message: 'Tài khoản hoặc mật khẩu không chính xác',
      });
    }
    expect(client.cookies.size).toBe(0);
  });

  it('says the shop is unavailable (not "wrong password") when the upstream is down', async () => {
    await stack.double.faults.down();
    try {
      const { data } = await stack.gql(SIGN_IN, { email: an.email, password: an.password });
      expect(data.signIn).toMatchObject({ __typename: 'Unavailable', code: 'SHOP_UNAVAILABLE' });
    } finally {
      await stack.double.faults.up();
    }
  });

  it('signs out: the cookie is cleared and me is null', async () => {
    const client = cookieClient(stack);
    await client.gql(SIGN_IN, { email: an.email, password: an.password });
    const { data } = await client.gql('mutation { signOut { __typename ... on SignedOut { message } } }');
    expect(data.signOut).toEqual({ __typename: 'SignedOut', message: 'Bạn đã đăng xuất.' });
    expect(client.lastSetCookies()[0]).toContain('Max-Age=0');
    expect(client.cookies.size).toBe(0);
    expect((await client.gql(ME)).data.me).toBeNull();
  });

  it('keeps the renewed token the upstream sends back (sliding session)', async () => {
    const shortLived = await stack.double.signToken({ userId: an.id, email: an.email, fullname: an.fullname }, '10m');
    const ctx = fakeContext(stack, shortLived);
    const response = await upstreamAs(ctx).get('/api/cart');
    expect(response.status).toBe(200);
    expect(ctx.session!.token).not.toBe(shortLived);
    const cookie = queuedCookies(ctx.request).at(-1)!;
    const sealed = /^shop_session=([^;]+)/.exec(cookie)![1]!;
    expect((await openSession(sealed, stack.app.services.accounts.keys.session))!.token).toBe(ctx.session!.token);
  });

  it('ends the session when the upstream rejects the token', async () => {
    const forged = await stack.double.signToken({ userId: an.id, email: an.email, fullname: an.fullname });
    const ctx = fakeContext(stack, forged.slice(0, -4) + 'AAAA');
    await expect(upstreamAs(ctx).get('/api/cart')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(ctx.session).toBeNull();
    expect(queuedCookies(ctx.request).at(-1)).toMatch(/^shop_session=; .*Max-Age=0$/);
  });

  it('makes the cookie Secure and __Host- prefixed for any host but localhost', async () => {
    const { setCookie, body } = await rawPost(stack.app.url, 'shop.example.vn', {
      query: SIGN_IN,
      variables: { email: an.email, password: an.password },
    });
    expect(JSON.parse(body).data.signIn.__typename).toBe('SignedIn');
    expect(setCookie[0]).toMatch(/^__Host-shop_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=\d+$/);
  });
});

describe('upstream 401 through GraphQL (contract double)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('contract');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('signs the shopper out with a Vietnamese message when the token is refused', async () => {
    const client = cookieClient(stack);
    await client.gql(SIGN_IN, { email: an.email, password: an.password });
    // The upstream rotates its secret: the token the cookie holds is no longer valid there.
    await stack.double.close();
    const other = await (await import('../double/server')).startShopDouble({ mode: 'contract', jwtSecret: 'rotated', port: Number(new URL(stack.double.url).port) });
    try {
      const { data } = await client.gql(CHANGE_PASSWORD, { currentPassword: an.password, newPassword: 'MoiMatKhau9' });
      expect(data.changePassword).toEqual({
        __typename: 'NotSignedIn',
        code: 'SESSION_EXPIRED',
        message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
      });
      expect(client.cookies.size).toBe(0);
      expect((await client.gql(ME)).data.me).toBeNull();
    } finally {
      stack.double = other;
    }
  });

  it('refreshes the cookie from a renewed token on a protected call', async () => {
    const client = cookieClient(stack);
    const token = await stack.double.signToken({ userId: an.id, email: an.email, fullname: an.fullname }, '20m');
    const sealed = await sealSession({ userId: an.id, email: an.email, fullname: an.fullname, token }, stack.app.services.accounts.keys.session, new Date(Date.now() + 1200_000));
    client.cookies.set('shop_session', sealed);
    const { data } = await client.gql(CHANGE_PASSWORD, { currentPassword: 'SaiMatKhau1', newPassword: 'MoiMatKhau9' });
    expect(data.changePassword).toMatchObject({ __typename: 'InvalidInput', field: 'currentPassword', message: 'Mật khẩu hiện tại không chính xác' });
    const renewed = await openSession(client.cookies.get('shop_session')!, stack.app.services.accounts.keys.session);
    expect(renewed!.token).not.toBe(token);
    expect(Number(/Max-Age=(\d+)/.exec(client.lastSetCookies()[0]!)![1])).toBeGreaterThan(1200);
  });
});

const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on Error { message code }
      ... on InvalidInput { field }
    }
  }
`;

function fakeContext(stack: Stack, token: string): Context {
  return {
    request: new Request(`${stack.app.url}/graphql`),
    requestId: 'test-request',
    services: stack.app.services,
    session: { userId: an.id, email: an.email, fullname: an.fullname, token },
  } as unknown as Context;
}

function rawPost(url: string, host: string, payload: unknown): Promise<{ setCookie: string[]; body: string }> {
  const target = new URL(`${url}/graphql`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { host, 'content-type': 'application/json', 'x-shop-csrf': '1' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ setCookie: res.headers['set-cookie'] ?? [], body }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}
