import type { Context } from '../context';
import { ownAccount } from '../upstream/account-api';
import type { OwnAccount } from '../upstream/adapt-account';
import { avatarUrl } from './avatar-store';

/** One read of the upstream's user list per request, and only when a field needs it. */
const perRequest = new WeakMap<Context, Promise<OwnAccount | null>>();

export function loadOwnAccount(ctx: Context, userId: number): Promise<OwnAccount | null> {
  let pending = perRequest.get(ctx);
  if (!pending) {
    pending = ownAccount(ctx.services.upstream, userId, ctx.requestId);
    perRequest.set(ctx, pending);
  }
  return pending;
}

/** After a profile change in this request, the next read must see the new values. */
export function forgetOwnAccount(ctx: Context): void {
  perRequest.delete(ctx);
}

/** The avatar the shopper uploaded to the BFF, else the upstream's. */
export async function viewerAvatar(ctx: Context, userId: number): Promise<string | null> {
  const own = await avatarUrl(ctx.services.database.db, userId);
  if (own) return own;
  return (await loadOwnAccount(ctx, userId))?.avatar ?? null;
}
