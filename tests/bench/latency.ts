import { Worker } from 'node:worker_threads';
import type { LoadTarget } from './load';

export interface LatencyResult {
  /** Milliseconds, to the microsecond. */
  p50: number;
  p99: number;
  samples: number;
}

// Plain JavaScript: a worker cannot load TypeScript through tsx. One keep-alive
// connection, one request at a time, timed with hrtime.
const SAMPLER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, method, headers, body, warmUp, count } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function once() {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method, headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
(async () => {
  for (let i = 0; i < warmUp; i++) await once();
  const times = [];
  let failures = 0;
  for (let i = 0; i < count; i++) {
    const { ms, status } = await once();
    if (status >= 300) failures++;
    times.push(ms);
  }
  agent.destroy();
  parentPort.postMessage({ times, failures });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** Sequential requests from a worker thread: the per-request latency with no queueing. */
export function sampleLatency(target: LoadTarget, count = 400, warmUp = 50): Promise<LatencyResult> {
  const workerData = { url: target.url, method: target.method ?? 'GET', headers: target.headers ?? {}, body: target.body, warmUp, count };
  return new Promise((resolve, reject) => {
    const worker = new Worker(SAMPLER, { eval: true, workerData });
    worker.once('error', reject);
    worker.once('message', (message: { times?: number[]; failures?: number; error?: string }) => {
      void worker.terminate();
      if (message.error || !message.times) return reject(new Error(message.error ?? 'sampler failed'));
      if (message.failures) return reject(new Error(`${message.failures} of ${count} requests to ${target.url} failed`));
      const sorted = message.times.sort((a, b) => a - b);
      resolve({ p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), samples: sorted.length });
    });
  });
}

function percentile(sorted: number[], q: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return Math.round(value * 1000) / 1000;
}
