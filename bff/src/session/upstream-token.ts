import { decodeJwt, jwtVerify, type JWTPayload } from 'jose';

export interface UpstreamTokenInfo {
  userId: number;
  email: string;
  fullname: string;
  /** From the token's `exp`; null when it has none. */
  expiresAt: Date | null;
}

/**
 * Reads the claims of the upstream's HS256 token. With the backend's secret
 * the signature and expiry are checked; without it the token is only decoded
 * (it came straight from the backend over the BFF's own connection).
 */
export async function readUpstreamToken(token: string, secret?: Uint8Array): Promise<UpstreamTokenInfo | null> {
  let payload: JWTPayload;
  try {
    payload = secret ? (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload : decodeJwt(token);
  } catch {
    return null;
  }
  const userId = typeof payload.userId === 'string' ? Number(payload.userId) : payload.userId;
  if (typeof userId !== 'number' || !Number.isInteger(userId) || userId <= 0) return null;
  return {
    userId,
    email: typeof payload.email === 'string' ? payload.email : '',
    fullname: typeof payload.fullname === 'string' ? payload.fullname : '',
    expiresAt: typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null,
  };
}

/** True once the token's `exp` has passed (a token without `exp` never expires here). */
export function tokenHasExpired(token: string, now = Date.now()): boolean {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return true;
  }
}
