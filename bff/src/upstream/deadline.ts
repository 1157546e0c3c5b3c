import { UpstreamUnavailableError } from './upstream-error';

/** How long a GraphQL request may wait for the upstream in all, unless REQUEST_BUDGET_MS says otherwise. */
export const DEFAULT_REQUEST_BUDGET_MS = 5_000;

/**
 * The moment by which a GraphQL request must have its answer: every upstream
 * wait of that request ends then, so a slow upstream costs a field, not the page.
 */
export class Deadline {
  constructor(
    readonly at: number,
    private readonly now: () => number = Date.now,
  ) {}

  static in(ms: number): Deadline {
    return new Deadline(Date.now() + ms);
  }

  remainingMs(): number {
    return Math.max(0, this.at - this.now());
  }

  get expired(): boolean {
    return this.remainingMs() === 0;
  }

  /** Waits for `work`, but no longer than the deadline; `work` itself goes on (e.g. filling a shared cache). */
  race<T>(work: Promise<T>): Promise<T> {
    const remaining = this.remainingMs();
    if (remaining === 0) {
      work.catch(() => undefined);
      return Promise.reject(budgetSpent());
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(budgetSpent()), remaining);
    });
    work.catch(() => undefined);
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }
}

function budgetSpent(): UpstreamUnavailableError {
  return new UpstreamUnavailableError('request time budget spent waiting for the upstream');
}
