import autocannon from 'autocannon';

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
}

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors, timeouts and non-2xx answers: a run with any is not a fair figure. */
  failures: number;
  /** Requests per second of each round, when side by side. */
  roundRps?: number[];
}

/**
 * One autocannon run. The load is generated in a worker thread so the server
 * under test keeps the main thread to itself.
 */
export async function measure(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    duration: options.seconds,
    workers: 1,
    timeout: 20,
  });
  return {
    rps: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** A short run to warm the JIT, the caches and the connection pools; its figures are thrown away. */
export async function warmUp(target: LoadTarget, connections = 4): Promise<void> {
  await autocannon({ url: target.url, method: target.method ?? 'GET', headers: target.headers, body: target.body, connections, amount: 300, workers: 1 });
}

/**
 * Runs the targets in turn, `rounds` times over, so a change in the machine's
 * background load falls on all of them alike; figures are averaged per target.
 */
export async function measureSideBySide<K extends string>(
  targets: Record<K, LoadTarget>,
  options: LoadOptions & { rounds: number },
): Promise<Record<K, LoadResult>> {
  const names = Object.keys(targets) as K[];
  for (const name of names) await warmUp(targets[name]);
  const runs = new Map<K, LoadResult[]>(names.map((name) => [name, []]));
  for (let round = 0; round < options.rounds; round++) {
    // Each round starts with another target, so none always runs first.
    const order = [...names.slice(round % names.length), ...names.slice(0, round % names.length)];
    for (const name of order) runs.get(name)?.push(await measure(targets[name], options));
  }
  const averaged = {} as Record<K, LoadResult>;
  for (const name of names) {
    const list = runs.get(name) ?? [];
    const mean = (pick: (r: LoadResult) => number) => list.reduce((sum, r) => sum + pick(r), 0) / list.length;
    averaged[name] = {
      rps: Math.round(mean((r) => r.rps)),
      p50: mean((r) => r.p50),
      p99: mean((r) => r.p99),
      requests: list.reduce((sum, r) => sum + r.requests, 0),
      failures: list.reduce((sum, r) => sum + r.failures, 0),
      roundRps: list.map((r) => r.rps),
    };
  }
  return averaged;
}

/** The median over rounds of a ÷ b, each round's pair measured back to back: steadier than a ratio of means when the machine's load drifts. */
export function medianRatio(a: LoadResult, b: LoadResult): number {
  const ratios = (a.roundRps ?? [a.rps]).map((rps, i) => rps / ((b.roundRps ?? [b.rps])[i] ?? b.rps)).sort((x, y) => x - y);
  const middle = Math.floor(ratios.length / 2);
  return ratios.length % 2 ? (ratios[middle] ?? NaN) : ((ratios[middle - 1] ?? NaN) + (ratios[middle] ?? NaN)) / 2;
}
