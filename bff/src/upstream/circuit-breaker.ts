/**
 * Stops calling an upstream that keeps failing, then lets one probe through
 * after `openMs`. Per instance: each BFF judges its own link to the upstream.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private probing = false;

  constructor(
    private readonly threshold = 5,
    private readonly openMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** False while open; true for the single half-open probe and when closed. */
  allow(): boolean {
    if (this.openedAt === null) return true;
    if (this.now() - this.openedAt < this.openMs || this.probing) return false;
    this.probing = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.openedAt = null;
    this.probing = false;
  }

  failure(): void {
    this.probing = false;
    this.failures += 1;
    if (this.failures >= this.threshold) this.openedAt = this.now();
  }

  get isOpen(): boolean {
    return this.openedAt !== null;
  }
}
