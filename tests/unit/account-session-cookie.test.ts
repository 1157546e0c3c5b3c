import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookie,
  cookieIsSecure,
  openSession,
  readCookie,
  sealSession,
  serializeSessionCookie,
  sessionCookieName,
} from '../../bff/src/session/session-cookie';
import { readUpstreamToken, tokenHasExpired } from '../../bff/src/session/upstream-token';

const key = new Uint8Array(randomBytes(32));
const session = { userId: 2, email: 'an@demo.vn', fullname: 'Nguyễn Văn An', token: 'upstream.jwt.token' };
const inAnHour = () => new Date(Date.now() + 3600_000);

describe('sealed session', () => {
  it('opens with its key and hides the token', async () => {
    const sealed = await sealSession(session, key, inAnHour());
    expect(sealed.split('.')).toHaveLength(5);
    expect(sealed).not.toContain('upstream');
    expect(Buffer.from(sealed.split('.')[0]!, 'base64url').toString()).toContain('A256GCM');
    expect(await openSession(sealed, key)).toEqual(session);
  });

  it('refuses another key, a tampered value and an expired one', async () => {
    const sealed = await sealSession(session, key, inAnHour());
    expect(await openSession(sealed, new Uint8Array(randomBytes(32)))).toBeNull();
    const parts = sealed.split('.');
    parts[3] = parts[3]!.slice(0, -2) + (parts[3]!.endsWith('AA') ? 'BB' : 'AA');
    expect(await openSession(parts.join('.'), key)).toBeNull();
    expect(await openSession('garbage', key)).toBeNull();
    const expired = await sealSession(session, key, new Date(Date.now() - 1000));
    expect(await openSession(expired, key)).toBeNull();
  });
});

describe('cookie attributes', () => {
  it('is Secure and __Host- prefixed except on plain-http localhost', () => {
    expect(cookieIsSecure('http://127.0.0.1:3000/graphql')).toBe(false);
    expect(cookieIsSecure('http://localhost:3000/graphql')).toBe(false);
    expect(cookieIsSecure('https://localhost/graphql')).toBe(true);
    expect(cookieIsSecure('http://shop.example.vn/graphql')).toBe(true);
    expect(sessionCookieName(true)).toBe('__Host-shop_session');
    expect(sessionCookieName(false)).toBe('shop_session');
  });

  it('carries HttpOnly, SameSite=Strict and Path=/', () => {
    const secure = serializeSessionCookie('v', true, 60);
    expect(secure).toBe('__Host-shop_session=v; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=60');
    expect(serializeSessionCookie('v', false, 60)).not.toContain('Secure');
    expect(clearedSessionCookie(false)).toContain('Max-Age=0');
  });

  it('reads one cookie from a Cookie header', () => {
    expect(readCookie('a=1; shop_session=xyz; b=2', 'shop_session')).toBe('xyz');
    expect(readCookie('xshop_session=1', 'shop_session')).toBeNull();
    expect(readCookie(null, 'shop_session')).toBeNull();
  });
});

describe('upstream token', () => {
  const secret = new TextEncoder().encode('double-secret');
  const sign = (claims: Record<string, unknown>, exp: string, with_ = secret) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(exp).sign(with_);

  it('decodes the claims, and verifies them when the secret is known', async () => {
    const token = await sign({ userId: 3, email: 'binh@demo.vn', fullname: 'Trần Thị Bình' }, '1h');
    expect(await readUpstreamToken(token)).toMatchObject({ userId: 3, email: 'binh@demo.vn', fullname: 'Trần Thị Bình' });
    expect(await readUpstreamToken(token, secret)).toMatchObject({ userId: 3 });
    const forged = await sign({ userId: 1 }, '1h', new TextEncoder().encode('other'));
    expect(await readUpstreamToken(forged, secret)).toBeNull();
    expect(await readUpstreamToken('not a jwt')).toBeNull();
    expect(await readUpstreamToken(await sign({ email: 'x' }, '1h'))).toBeNull();
  });

  it('knows when a token has expired', async () => {
    expect(tokenHasExpired(await sign({ userId: 1 }, '1h'))).toBe(false);
    expect(tokenHasExpired(await sign({ userId: 1 }, '-1s'))).toBe(true);
    expect(tokenHasExpired('garbage')).toBe(true);
  });
});
