import { SignJWT, errors, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  email: string;
  fullname: string;
}

export type Verified = { claims: TokenClaims } | { error: 'invalid token' | 'jwt expired' | 'jwt malformed' };

const SOCIAL_TOKEN_LIFETIME = '90s';

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);

  const sign = (payload: Record<string, unknown>, expiresIn: string) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(expiresIn).sign(key);

  async function check(token: string): Promise<{ payload: Record<string, unknown> } | { error: 'invalid token' | 'jwt expired' | 'jwt malformed' }> {
    if (token.split('.').length !== 3) return { error: 'jwt malformed' };
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      return { payload };
    } catch (error) {
      return { error: error instanceof errors.JWTExpired ? 'jwt expired' : 'invalid token' };
    }
  }

  return {
    sign(claims: TokenClaims, expiresIn = '1h'): Promise<string> {
      return sign({ userId: claims.userId, email: claims.email, fullname: claims.fullname }, expiresIn);
    },
    async verify(token: string): Promise<Verified> {
      const result = await check(token);
      if ('error' in result) return result;
      const { userId, email, fullname } = result.payload;
      if (typeof userId !== 'number') return { error: 'invalid token' };
      return { claims: { userId, email: String(email ?? ''), fullname: String(fullname ?? '') } };
    },
    /** The short-lived `tokenID` a social-login callback puts in the redirect. */
    signSocial(id: number): Promise<string> {
      return sign({ id }, SOCIAL_TOKEN_LIFETIME);
    },
    async verifySocial(token: string): Promise<number | null> {
      const result = await check(token);
      return 'payload' in result && typeof result.payload.id === 'number' ? result.payload.id : null;
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
