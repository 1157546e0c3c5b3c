import { EncryptJWT, jwtDecrypt } from 'jose';
import type { Session } from './session';

/**
 * The session cookie: a JWE (dir + A256GCM) that only this BFF (or another
 * instance with the same key) can read or forge.
 */
const PLAIN_NAME = 'shop_session';
/** `__Host-`: the browser refuses it unless Secure, Path=/ and no Domain. */
const HOST_NAME = `__Host-${PLAIN_NAME}`;
const ISSUER = 'in-the-bff';

export async function sealSession(session: Session, key: Uint8Array, expiresAt: Date): Promise<string> {
  return new EncryptJWT({ ...session })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .encrypt(key);
}

/** The session in a cookie value, or null when it is forged, expired, garbled or made with another key. */
export async function openSession(value: string, key: Uint8Array): Promise<Session | null> {
  try {
    const { payload } = await jwtDecrypt(value, key, { issuer: ISSUER, keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
    const { userId, email, fullname, token } = payload;
    if (typeof userId !== 'number' || typeof token !== 'string' || token === '') return null;
    return { userId, email: typeof email === 'string' ? email : '', fullname: typeof fullname === 'string' ? fullname : '', token };
  } catch {
    return null;
  }
}

/**
 * Plain http is allowed only to localhost (development and tests); anywhere
 * else the cookie is Secure and `__Host-` prefixed. Behind a TLS proxy the
 * request looks like http to some public host: still Secure, which is right.
 */
export function cookieIsSecure(requestUrl: string): boolean {
  const url = new URL(requestUrl);
  if (url.protocol === 'https:') return true;
  return !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function sessionCookieName(secure: boolean): string {
  return secure ? HOST_NAME : PLAIN_NAME;
}

export function serializeSessionCookie(value: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${sessionCookieName(secure)}=${value}`,
    'Path=/',
    'HttpOnly',
    // CSRF defence relies on it, with the required x-shop-csrf header (decision 004).
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ].join('; ');
}

export function clearedSessionCookie(secure: boolean): string {
  return serializeSessionCookie('', secure, 0);
}

/** One cookie's value from a Cookie request header. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
