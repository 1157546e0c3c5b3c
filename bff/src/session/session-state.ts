import type { Context } from '../context';
import { markPersonal, queueCookie } from './response-cookies';
import type { Session } from './session';
import {
  clearedSessionCookie,
  cookieIsSecure,
  openSession,
  readCookie,
  sealSession,
  serializeSessionCookie,
  sessionCookieName,
} from './session-cookie';
import type { SessionKeys } from './session-keys';
import { readUpstreamToken, tokenHasExpired } from './upstream-token';

/** Without an `exp` in the upstream token, a session lasts this long (the upstream's own tokens live 1 h). */
const DEFAULT_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The session of a request, from its cookie. A cookie that cannot be opened,
 * or whose upstream token has expired, is cleared on the response.
 */
export async function readSession(keys: SessionKeys, request: Request): Promise<Session | null> {
  const secure = cookieIsSecure(request.url);
  const value = readCookie(request.headers.get('cookie'), sessionCookieName(secure));
  if (!value) return null;
  markPersonal(request);
  const session = await openSession(value, keys.session);
  if (session && !tokenHasExpired(session.token)) return session;
  queueCookie(request, clearedSessionCookie(secure));
  return null;
}

/** Signs the shopper in for this and later requests. */
export async function startSession(ctx: Context, session: Session): Promise<void> {
  ctx.session = session;
  await writeSessionCookie(ctx, session);
}

/** Keeps the newest token the upstream handed out (its sessions slide). */
export async function renewSessionToken(ctx: Context, token: string): Promise<void> {
  const current = ctx.session;
  if (!current || token === current.token) return;
  const info = await readUpstreamToken(token, ctx.services.accounts.upstreamJwtSecret);
  if (!info || info.userId !== current.userId) return;
  await startSession(ctx, { ...current, token });
}

/** Changes what the session remembers about the shopper (after a profile update). */
export async function updateSession(ctx: Context, change: Partial<Pick<Session, 'fullname'>>): Promise<void> {
  if (ctx.session) await startSession(ctx, { ...ctx.session, ...change });
}

export function endSession(ctx: Context): void {
  ctx.session = null;
  queueCookie(ctx.request, clearedSessionCookie(cookieIsSecure(ctx.request.url)));
}

async function writeSessionCookie(ctx: Context, session: Session): Promise<void> {
  const info = await readUpstreamToken(session.token);
  const expiresAt = info?.expiresAt ?? new Date(Date.now() + DEFAULT_LIFETIME_MS);
  const secure = cookieIsSecure(ctx.request.url);
  const sealed = await sealSession(session, ctx.services.accounts.keys.session, expiresAt);
  queueCookie(ctx.request, serializeSessionCookie(sealed, secure, (expiresAt.getTime() - Date.now()) / 1000));
}
