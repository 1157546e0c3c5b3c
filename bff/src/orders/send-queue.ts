import { sql, type Kysely } from 'kysely';
import type { Database, ShopOrder } from '../db/tables';

/**
 * The sending state of orders, in the database so that every instance agrees.
 * An instance claims an order by setting a lease (`send_lease_until`) in one
 * statement; nobody else claims it until the lease lapses, and no transaction
 * stays open while the upstream is called.
 */

/** A claimed order; `lease` proves the claim when the attempt is recorded. */
export interface Claim {
  order: ShopOrder;
  lease: Date;
  /** Attempts before this one: when above 0, an earlier send may have landed. */
  earlierAttempts: number;
}

const seconds = (ms: number) => Math.max(0, ms) / 1000;

/** Claims this order for sending when it is pending and nobody holds it. */
export async function claimOrder(db: Kysely<Database>, orderId: string, leaseMs: number): Promise<Claim | null> {
  const row = await db
    .updateTable('shop_order')
    .set(claimChanges(leaseMs))
    .where('id', '=', orderId)
    .where('status', '=', 'pending_upstream')
    .where((eb) => eb.or([eb('send_lease_until', 'is', null), eb('send_lease_until', '<', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();
  return row ? toClaim(row) : null;
}

/**
 * Claims the pending order due longest ago. The row lock with SKIP LOCKED
 * lets instances claim side by side without waiting for, or taking, each other's order.
 */
export async function claimNextDue(db: Kysely<Database>, leaseMs: number, skipIds: readonly string[] = []): Promise<Claim | null> {
  const row = await db
    .updateTable('shop_order')
    .set(claimChanges(leaseMs))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('shop_order')
        .select('id')
        .where('status', '=', 'pending_upstream')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .$if(skipIds.length > 0, (q) => q.where('id', 'not in', [...skipIds]))
        .where((w) => w.or([w('send_lease_until', 'is', null), w('send_lease_until', '<', sql<Date>`now()`)]))
        .orderBy('next_attempt_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
  return row ? toClaim(row) : null;
}

export async function markSent(db: Kysely<Database>, orderId: string, upstreamOrderId: string | null): Promise<void> {
  await db
    .updateTable('shop_order')
    .set({
      status: 'sent',
      sent_at: sql<Date>`now()`,
      upstream_order_id: upstreamOrderId,
      send_lease_until: null,
      last_error: null,
      upstream_token: null,
    })
    .where('id', '=', orderId)
    .execute();
}

export interface FailedAttempt {
  error: string;
  /** The upstream answered no (as opposed to not answering). */
  refused: boolean;
  retryInMs: number;
  /** Give up sending: the order stays recorded, marked failed, for the shop to handle by hand. */
  giveUp: boolean;
}

/** Records a failed attempt and releases the claim, if it is still ours. */
export async function markAttemptFailed(db: Kysely<Database>, claim: Claim, attempt: FailedAttempt): Promise<void> {
  await db
    .updateTable('shop_order')
    .set((eb) => ({
      status: attempt.giveUp ? 'failed' : 'pending_upstream',
      last_error: attempt.error.slice(0, 500),
      upstream_refusals: attempt.refused ? eb('upstream_refusals', '+', 1) : eb.ref('upstream_refusals'),
      send_lease_until: null,
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${seconds(attempt.retryInMs)})`,
    }))
    .where('id', '=', claim.order.id)
    .where('send_lease_until', '=', claim.lease)
    .execute();
}

/** Upstream ids already matched to one of our orders (other than this one). */
export async function matchedUpstreamIds(db: Kysely<Database>, exceptOrderId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('shop_order')
    .select('upstream_order_id')
    .where('upstream_order_id', 'is not', null)
    .where('id', '<>', exceptOrderId)
    .execute();
  return new Set(rows.map((row) => row.upstream_order_id).filter((id): id is string => id !== null));
}

/** Hands the shopper's current token to their orders still waiting to be sent (tokens expire after an hour). */
export async function refreshPendingToken(db: Kysely<Database>, userId: number, token: string): Promise<void> {
  await db
    .updateTable('shop_order')
    .set({ upstream_token: token })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending_upstream')
    .where((eb) => eb.or([eb('upstream_token', 'is', null), eb('upstream_token', '<>', token)]))
    .execute();
}

function claimChanges(leaseMs: number) {
  return {
    send_lease_until: sql<Date>`date_trunc('milliseconds', now() + make_interval(secs => ${seconds(leaseMs)}))`,
    upstream_attempts: sql<number>`upstream_attempts + 1`,
    first_attempt_at: sql<Date>`coalesce(first_attempt_at, now())`,
  };
}

function toClaim(order: ShopOrder): Claim {
  if (!order.send_lease_until) throw new Error('A claimed order has no lease');
  return { order, lease: order.send_lease_until, earlierAttempts: order.upstream_attempts - 1 };
}
