import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../double/seed/users';
import { SIGN_IN } from './account-client';
import { startStack, type Stack } from './stack';

const an = DEMO_USERS.find((u) => u.email === 'an@demo.vn')!;
const SIGN_OUT = 'mutation { signOut { __typename } }';

describe('CSRF defence on /graphql', () => {
  let stack: Stack;
  let graphql: string;
  beforeAll(async () => {
    stack = await startStack('deployed');
    graphql = `${stack.app.url}/graphql`;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const loginCalls = () => stack.upstreamCalls().filter((c) => c.path === '/api/auth/login').length;

  it('refuses a cross-site form POST of a mutation (no custom header possible)', async () => {
    const before = loginCalls();
    const form = new URLSearchParams({ query: SIGN_IN, variables: JSON.stringify({ email: an.email, password: an.password }) });
    const response = await fetch(graphql, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: form,
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(loginCalls()).toBe(before);
  });

  it('refuses a text/plain POST without the header even from a non-browser', async () => {
    const response = await fetch(graphql, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: SIGN_OUT }),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('CSRF');
  });

  it('refuses a GET query without the header (an <img> or link could send it)', async () => {
    const response = await fetch(`${graphql}?query=${encodeURIComponent('{ me { id } }')}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(403);
    const allowed = await fetch(`${graphql}?query=${encodeURIComponent('{ me { id } }')}`, {
      headers: { accept: 'application/json', 'x-shop-csrf': '1' },
    });
    expect(allowed.status).toBe(200);
  });

  it('refuses anything a browser marks as cross-site, header or not', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await fetch(graphql, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', 'sec-fetch-site': site },
        body: JSON.stringify({ query: SIGN_OUT }),
      });
      expect(response.status).toBe(403);
    }
  });

  it('lets the web app through (same origin, custom header)', async () => {
    const response = await fetch(graphql, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ query: SIGN_IN, variables: { email: an.email, password: an.password } }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as any).data.signIn.__typename).toBe('SignedIn');
  });
});
