import type { Kysely } from 'kysely';
import type { Logger } from '../logger';
import { allViewCounts } from './product-views';
import type { Database } from './tables';

export interface ViewCountSnapshotOptions {
  /** How long a snapshot is fresh; 0 reads the database every time. */
  refreshMs: number;
  logger?: Logger;
  now?: () => number;
}

/**
 * Every product's own view count, read from the database at most once per
 * `refreshMs` by this instance (decision 009). Lists show counts up to that
 * old, views counted by other instances included; a product the shopper opens
 * is counted exactly by the caller. A stale snapshot is served while one
 * refresh runs; a failed refresh keeps the last good counts.
 */
export class ViewCountSnapshot {
  private counts: Map<number, number> | null = null;
  private readAt = 0;
  private refreshing: Promise<Map<number, number>> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ViewCountSnapshotOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Views per product id (absent means 0): at once when `current()` has them, else after one read. */
  all(): ReadonlyMap<number, number> | Promise<ReadonlyMap<number, number>> {
    return this.current() ?? this.refresh();
  }

  /** The counts when they can be served without reading the database first (a stale copy starts a refresh). */
  current(): ReadonlyMap<number, number> | undefined {
    if (!this.counts) return undefined;
    if (this.now() - this.readAt < this.options.refreshMs) return this.counts;
    if (this.options.refreshMs <= 0) return undefined;
    this.refresh().catch((error: unknown) => this.options.logger?.warn({ err: error }, 'view counts not refreshed; older counts kept'));
    return this.counts;
  }

  private refresh(): Promise<Map<number, number>> {
    this.refreshing ??= (async () => {
      const startedAt = this.now();
      try {
        const counts = await allViewCounts(this.db);
        this.counts = counts;
        this.readAt = startedAt;
        return counts;
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }
}
