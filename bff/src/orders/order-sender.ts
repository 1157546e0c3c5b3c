import type { Kysely } from 'kysely';
import type { Database, ShopOrderLine } from '../db/tables';
import type { Logger } from '../logger';
import { candidateRows, itemsMatch } from './landed-order';
import { linesOf } from './order-store';
import {
  claimNextDue,
  claimOrder,
  markAttemptFailed,
  markSent,
  matchedUpstreamIds,
  type Claim,
} from './send-queue';
import type { UpstreamOrders } from './upstream-orders';

export interface SenderSettings {
  /** How often the background loop looks for orders to send. */
  intervalMs: number;
  /** Delay before the first retry; doubles with each attempt up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many refusals the order is marked failed and left to the shop. */
  maxRefusals: number;
  /** How long one instance holds an order while sending it. */
  leaseMs: number;
}

export type SendResult =
  | { kind: 'sent'; renewedToken: string | null }
  | { kind: 'not-sent'; error: string }
  /** Another instance holds the order, or it is no longer pending. */
  | { kind: 'busy' };

type Landed = { kind: 'found'; upstreamId: string } | { kind: 'absent' } | { kind: 'unknown'; error: string };

/**
 * Delivers recorded orders to the shop, each exactly once. Before sending an
 * order again it checks whether an earlier attempt landed after all (the
 * known deployment answers without an id, and a timeout says nothing), and
 * sends again only when the shop shows no such order.
 */
export class OrderSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: UpstreamOrders,
    private readonly settings: SenderSettings,
    private readonly logger: Logger,
  ) {}

  /** Starts the background loop (idempotent). */
  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.drain(), this.settings.intervalMs);
    this.timer.unref();
  }

  /** Stops the loop and waits for the attempt in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Sends one order now, unless someone else holds it (the request path after recording it). */
  async sendNow(orderId: string): Promise<SendResult> {
    const claim = await claimOrder(this.db, orderId, this.settings.leaseMs);
    return claim ? this.deliver(claim) : { kind: 'busy' };
  }

  /** Sends every order that is due, one at a time; concurrent calls share one run. */
  drain(): Promise<void> {
    this.running ??= this.drainAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drainAll(): Promise<void> {
    try {
      // Each order at most once per pass: one that just failed may already be due again.
      const tried: string[] = [];
      while (!this.stopped) {
        const claim = await claimNextDue(this.db, this.settings.leaseMs, tried);
        if (!claim) break;
        tried.push(claim.order.id);
        await this.deliver(claim);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'order sender: pass failed');
    }
  }

  private async deliver(claim: Claim): Promise<SendResult> {
    const { order } = claim;
    const lines = (await linesOf(this.db, [order.id])).get(order.id) ?? [];
    const token = order.upstream_token;
    if (!token) return this.failed(claim, 'no shopper token to send with; waiting for the shopper', false);

    if (claim.earlierAttempts > 0) {
      const landed = await this.findLanded(claim, lines, token);
      if (landed.kind === 'found') {
        await markSent(this.db, order.id, landed.upstreamId);
        this.logger.info({ order: order.order_code, upstreamId: landed.upstreamId }, 'order sender: an earlier send had landed');
        return { kind: 'sent', renewedToken: null };
      }
      if (landed.kind === 'unknown') return this.failed(claim, `cannot check the shop's orders: ${landed.error}`, false);
    }

    const outcome = await this.orders.create(order, lines, token);
    if (outcome.kind === 'accepted') {
      const upstreamId = outcome.upstreamId ?? (await this.attribute(claim, lines, token));
      await markSent(this.db, order.id, upstreamId);
      return { kind: 'sent', renewedToken: outcome.renewedToken };
    }
    if (outcome.kind === 'refused') return this.failed(claim, outcome.message, !outcome.tokenRejected);
    return this.failed(claim, outcome.message, false);
  }

  /** The upstream order that an earlier attempt created, if the shop shows one. */
  private async findLanded(claim: Claim, lines: readonly ShopOrderLine[], token: string): Promise<Landed> {
    try {
      const taken = await matchedUpstreamIds(this.db, claim.order.id);
      for (const row of candidateRows(await this.orders.list(), claim.order, taken)) {
        const items = row.items ?? (await this.orders.get(row.id, token))?.items ?? [];
        if (itemsMatch(items, lines)) return { kind: 'found', upstreamId: row.id };
      }
      return { kind: 'absent' };
    } catch (error) {
      return { kind: 'unknown', error: (error as Error).message };
    }
  }

  /** After an answer without an id: the shop's id of the order just sent (the oldest that fits and no other order of ours holds). */
  private async attribute(claim: Claim, lines: readonly ShopOrderLine[], token: string): Promise<string | null> {
    const landed = await this.findLanded(claim, lines, token);
    return landed.kind === 'found' ? landed.upstreamId : null;
  }

  private async failed(claim: Claim, error: string, refused: boolean): Promise<SendResult> {
    const refusals = claim.order.upstream_refusals + (refused ? 1 : 0);
    const attempts = claim.earlierAttempts + 1;
    const retryInMs = Math.min(this.settings.retryBaseMs * 2 ** (attempts - 1), this.settings.retryMaxMs);
    const giveUp = refusals >= this.settings.maxRefusals;
    await markAttemptFailed(this.db, claim, { error, refused, retryInMs, giveUp });
    this.logger.warn({ order: claim.order.order_code, attempts, refusals, giveUp, error }, 'order sender: not sent');
    return { kind: 'not-sent', error };
  }
}
