interface Entry<T> {
  value: T;
  fetchedAt: number;
}

export interface SwrCacheOptions {
  /** How long a value is fresh. */
  ttlMs: number;
  /** How long past its freshness a value may still be served while the upstream fails. */
  staleWindowMs: number;
  now?: () => number;
}

export interface GetOptions<T> {
  /** Bounds the wait when there is nothing to serve meanwhile (a miss, or past the stale window); the load runs on. */
  waitFor?: (loading: Promise<T>) => Promise<T>;
  /** A refresh started while serving a stale value failed (told once, to the caller that started it). */
  onStaleRefreshError?: (error: unknown) => void;
}

/**
 * In-memory, per-instance cache: fresh values are served, stale ones are served
 * while one background refresh runs, and concurrent misses share one load.
 */
export class SwrCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: SwrCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The value while it is fresh, without waiting a tick: most reads of a warm cache. */
  fresh(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.fetchedAt < this.options.ttlMs ? entry.value : undefined;
  }

  async get(key: string, load: () => Promise<T>, options: GetOptions<T> = {}): Promise<T> {
    const fresh = this.fresh(key);
    if (fresh !== undefined) return fresh;
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.fetchedAt < this.options.ttlMs + this.options.staleWindowMs) {
      // Serve stale now; a failed refresh keeps the old value until the window closes.
      if (!this.inFlight.has(key)) this.refresh(key, load).catch((error: unknown) => options.onStaleRefreshError?.(error));
      return entry.value;
    }
    const loading = this.refresh(key, load);
    return options.waitFor ? options.waitFor(loading) : loading;
  }

  /** The value even if stale, for deciding what to show when the upstream is down. */
  peek(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  invalidate(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }

  private refresh(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        this.entries.set(key, { value, fetchedAt: this.now() });
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}
