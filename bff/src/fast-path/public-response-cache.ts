import { createHash } from 'node:crypto';

export interface CachedAnswer {
  body: Buffer;
  /** Strong validator of the bytes. */
  etag: string;
  fetchedAt: number;
}

export interface Computed {
  status: number;
  body: string;
  /** False when the answer must not be shared (errors, or it turned out to depend on the shopper). */
  cacheable: boolean;
}

export interface PublicResponseCacheOptions {
  /** How long an answer is fresh. */
  ttlMs: number;
  /** How long past freshness an answer is still served while one refresh runs. */
  staleMs: number;
  /** Variables are chosen by clients: the number of kept answers is capped. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Finished response bodies of public operations, per instance, keyed by
 * operation hash + canonical variables. Concurrent misses share one computation.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer | Computed>>();
  readonly now: () => number;

  constructor(private readonly options: PublicResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer when it is fresh, without waiting; undefined otherwise. */
  fresh(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.fetchedAt < this.options.ttlMs ? entry : undefined;
  }

  /** A fresh or still-servable answer, or the result of computing it (shared by concurrent callers). */
  async get(key: string, compute: () => Promise<Computed>): Promise<CachedAnswer | Computed> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.fetchedAt : Infinity;
    if (entry && age < this.options.ttlMs) return entry;
    if (entry && age < this.options.ttlMs + this.options.staleMs) {
      this.refresh(key, compute).catch(() => undefined);
      return entry;
    }
    if (entry) this.entries.delete(key);
    return this.refresh(key, compute);
  }

  /** Seconds the answer stays fresh from now, for `max-age`. */
  secondsLeft(answer: CachedAnswer): number {
    return Math.max(0, Math.floor((answer.fetchedAt + this.options.ttlMs - this.now()) / 1000));
  }

  private refresh(key: string, compute: () => Promise<Computed>): Promise<CachedAnswer | Computed> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = compute()
      .then((computed): CachedAnswer | Computed => {
        if (!computed.cacheable) return computed;
        const body = Buffer.from(computed.body);
        const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, fetchedAt: this.now() };
        this.store(key, answer);
        return answer;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Forgets every answer (loads already running still finish, for their own callers). */
  clear(): void {
    this.entries.clear();
  }

  private store(key: string, answer: CachedAnswer): void {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, answer);
  }
}
