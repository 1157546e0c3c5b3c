import { UpstreamUnavailableError } from './upstream-error';

/** Refused without calling: the upstream kept failing and the circuit is open. */
export class CircuitOpenError extends UpstreamUnavailableError {
  override name = 'CircuitOpenError';
}

export interface CircuitBreakerOptions {
  /** Failures in a row before the circuit may open… */
  threshold?: number;
  /** …and for at least this long: a crash of a second or two is ridden out with retries, not cut short. */
  minFailingMs?: number;
  /** How long it stays open before the first probe; doubled after each failed probe, up to `maxOpenMs`. */
  openMs?: number;
  maxOpenMs?: number;
  now?: () => number;
}

/**
 * Stops calling an upstream that keeps failing, then lets one probe through
 * when the open period ends. Per instance: each BFF judges its own link to the upstream.
 */
export class CircuitBreaker {
  private failures = 0;
  private failingSince: number | null = null;
  private openedAt: number | null = null;
  private openFor: number;
  private probing = false;
  private readonly threshold: number;
  private readonly minFailingMs: number;
  private readonly baseOpenMs: number;
  private readonly maxOpenMs: number;
  private readonly now: () => number;

  constructor(options: CircuitBreakerOptions = {}) {
    this.threshold = options.threshold ?? 5;
    this.minFailingMs = options.minFailingMs ?? 3_000;
    this.baseOpenMs = options.openMs ?? 1_000;
    this.maxOpenMs = options.maxOpenMs ?? 10_000;
    this.now = options.now ?? Date.now;
    this.openFor = this.baseOpenMs;
  }

  /** False while open; true for the single half-open probe and when closed. */
  allow(): boolean {
    if (this.openedAt === null) return true;
    if (this.now() - this.openedAt < this.openFor || this.probing) return false;
    this.probing = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.failingSince = null;
    this.openedAt = null;
    this.openFor = this.baseOpenMs;
    this.probing = false;
  }

  failure(): void {
    const now = this.now();
    if (this.openedAt !== null) {
      // The probe failed: stay open, and wait longer before the next one.
      if (this.probing) {
        this.openedAt = now;
        this.openFor = Math.min(this.openFor * 2, this.maxOpenMs);
      }
      this.probing = false;
      return;
    }
    this.failures += 1;
    this.failingSince ??= now;
    if (this.failures >= this.threshold && now - this.failingSince >= this.minFailingMs) this.openedAt = now;
  }

  get isOpen(): boolean {
    return this.openedAt !== null;
  }

  /** How long until a probe may pass (0 when closed or due). */
  msUntilProbe(): number {
    return this.openedAt === null ? 0 : Math.max(0, this.openedAt + this.openFor - this.now());
  }
}
