import { failure, isDeath, json, type Outcome } from './reply';
import type { DoubleRequest } from './router';
import type { TokenClaims, Tokens } from './tokens';

/** The raw Authorization header is the token; a "Bearer " prefix is tolerated. */
function tokenFrom(req: DoubleRequest): string {
  const raw = req.headers.authorization ?? '';
  return raw.replace(/^Bearer\s+/i, '').trim();
}

/**
 * Wraps a handler behind the backend's JWT middleware: 400 without a token,
 * 401 for a bad one, and a renewed token in the `token` header of the answer.
 */
export function signedIn(
  tokens: Tokens,
  handler: (req: DoubleRequest, user: TokenClaims) => Outcome | Promise<Outcome>,
): (req: DoubleRequest) => Promise<Outcome> {
  return async (req) => {
    const token = tokenFrom(req);
    if (!token) return json(400, { error: 'Missing JWT token' });
    const verified = await tokens.verify(token);
    if ('error' in verified) return failure(401, verified.error);
    const outcome = await handler(req, verified.claims);
    if (isDeath(outcome)) return outcome;
    outcome.headers.token = await tokens.sign(verified.claims);
    return outcome;
  };
}
