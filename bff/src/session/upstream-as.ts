import { GraphQLError } from 'graphql';
import type { Context } from '../context';
import { notSignedIn, SESSION_EXPIRED_MESSAGE, type NotSignedInValue } from '../schema/error';
import type { CallOptions, UpstreamResponse } from '../upstream/client';
import { readEnvelope } from '../upstream/envelope';
import { endSession, renewSessionToken } from './session-state';

/**
 * The upstream ended the session (401 invalid token / jwt expired / jwt
 * malformed). Thrown by `upstreamAs`; a GraphQLError, so an uncaught one
 * still reaches the shopper with its Vietnamese message instead of being masked.
 */
export class SessionExpiredError extends GraphQLError {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE, { extensions: { code: 'SESSION_EXPIRED' } });
  }
}

type Method = 'get' | 'post' | 'put' | 'delete';
type SessionCall = (path: string, options?: Omit<CallOptions, 'token'>) => Promise<UpstreamResponse>;

export interface UpstreamAsShopper {
  get: SessionCall;
  post: SessionCall;
  put: SessionCall;
  delete: SessionCall;
}

/**
 * The upstream client, speaking as the signed-in shopper: sends the session's
 * token, keeps a renewed one, and ends the session when the upstream rejects
 * the token. Throws SessionExpiredError then (and when nobody is signed in).
 */
export function upstreamAs(ctx: Context): UpstreamAsShopper {
  const call = (method: Method) => async (path: string, options: Omit<CallOptions, 'token'> = {}) => {
    const session = ctx.session;
    if (!session) throw new SessionExpiredError();
    const response = await ctx.services.upstream[method](path, {
      requestId: ctx.requestId,
      deadline: ctx.deadline,
      ...options,
      token: session.token,
    });
    if (tokenRejected(response)) {
      endSession(ctx);
      throw new SessionExpiredError();
    }
    if (response.renewedToken) await renewSessionToken(ctx, response.renewedToken);
    return response;
  };
  return { get: call('get'), post: call('post'), put: call('put'), delete: call('delete') };
}

/** Runs `work`, turning a session the upstream ended into the NotSignedIn value (code SESSION_EXPIRED). */
export async function orSignedOut<T>(work: () => Promise<T>): Promise<T | NotSignedInValue> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SessionExpiredError) return notSignedIn(true);
    throw error;
  }
}

/** Only the token middleware's own messages: other 401s (a wrong old password) are answers. */
function tokenRejected(response: UpstreamResponse): boolean {
  if (response.status !== 401) return false;
  const envelope = readEnvelope(response.status, response.body);
  return envelope.kind === 'error' && /invalid token|jwt|token (is )?(expired|invalid)|invalid signature/i.test(envelope.message);
}
