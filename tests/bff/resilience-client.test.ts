import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamClient, type UpstreamClientOptions } from '../../bff/src/upstream/client';
import { Deadline } from '../../bff/src/upstream/deadline';
import { UpstreamUnavailableError } from '../../bff/src/upstream/upstream-error';

type Handler = (req: IncomingMessage, res: ServerResponse, n: number) => void;

/** A bare HTTP server whose behaviour each test scripts, counting what reaches it. */
async function fakeUpstream(handler: Handler, port = 0) {
  const seen: { method: string; url: string }[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '' });
    handler(req, res, seen.length);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    seen,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const ok = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"err":0,"data":[]}');
const reset = (req: IncomingMessage) => req.socket.destroy();

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function client(url: string, options: Partial<UpstreamClientOptions> = {}) {
  const upstream = new UpstreamClient({ baseUrl: url, retryDelayMs: 30, ...options });
  cleanups.push(() => upstream.close());
  return upstream;
}

async function freePort(): Promise<number> {
  const probe = await fakeUpstream(() => undefined);
  await probe.close();
  return probe.port;
}

describe('upstream client: retries, deadlines and the circuit breaker', () => {
  it('retries a GET whose connection was reset (ECONNRESET) and returns the answer', async () => {
    const upstream = await fakeUpstream((req, res, n) => (n <= 2 ? reset(req) : ok(res)));
    cleanups.push(upstream.close);
    const response = await client(upstream.url).get('/api/product');
    expect(response.status).toBe(200);
    expect(upstream.seen).toHaveLength(3);
  });

  it('retries a GET refused while the upstream restarts (ECONNREFUSED), with growing pauses', async () => {
    const port = await freePort();
    const api = client(`http://127.0.0.1:${port}`, { retryDelayMs: 100 });
    let upstream: Awaited<ReturnType<typeof fakeUpstream>> | undefined;
    const started = Date.now();
    // Pauses 100, 250, 625 ms: the third retry finds it back.
    setTimeout(() => void fakeUpstream((_req, res) => ok(res), port).then((u) => (upstream = u)), 500);
    const response = await api.get('/api/hotproduct');
    cleanups.push(() => upstream!.close());
    expect(response.status).toBe(200);
    expect(upstream!.seen).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('retries a GET answered 503 but not one answered 500 (an answer, not an outage)', async () => {
    const upstream = await fakeUpstream((req, res, n) => {
      if (req.url === '/busy') return void res.writeHead(n === 1 ? 503 : 200).end('{}');
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"Internal server error"}');
    });
    cleanups.push(upstream.close);
    const api = client(upstream.url);
    expect((await api.get('/busy')).status).toBe(200);
    expect((await api.get('/broken')).status).toBe(500);
    expect(upstream.seen.map((s) => s.url)).toEqual(['/busy', '/busy', '/broken']);
  });

  it.each(['post', 'put', 'delete'] as const)('never retries a %s, even after a reset', async (method) => {
    const upstream = await fakeUpstream((req) => reset(req));
    cleanups.push(upstream.close);
    await expect(client(upstream.url)[method]('/api/order', { body: { a: 1 } })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(upstream.seen).toHaveLength(1);
  });

  it('ends a slow call, retries included, at the caller’s deadline', async () => {
    const upstream = await fakeUpstream((_req, res) => void setTimeout(() => ok(res), 2000));
    cleanups.push(upstream.close);
    const started = Date.now();
    await expect(client(upstream.url).get('/api/pricelist', { deadline: Deadline.in(300) })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(800);
    expect(upstream.seen).toHaveLength(1);
  });

  it('ends a call without a deadline after maxCallMs', async () => {
    const upstream = await fakeUpstream((req, _res) => void req);
    cleanups.push(upstream.close);
    const started = Date.now();
    await expect(client(upstream.url, { maxCallMs: 400 }).get('/hang')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('opens the circuit after repeated failures, stops calling, then probes and closes by itself', async () => {
    let healthy = false;
    const upstream = await fakeUpstream((req, res) => (healthy ? ok(res) : reset(req)));
    cleanups.push(upstream.close);
    const api = client(upstream.url, { retries: 0, breaker: { threshold: 3, minFailingMs: 0, openMs: 400 } });
    for (let i = 0; i < 3; i += 1) await expect(api.get('/api/product')).rejects.toThrow(/ECONNRESET|socket|closed/i);
    expect(api.circuitOpen).toBe(true);
    await expect(api.get('/api/product')).rejects.toThrow(/circuit open/);
    await expect(api.post('/api/auth/login')).rejects.toThrow(/circuit open/);
    expect(upstream.seen).toHaveLength(3);

    healthy = true;
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await api.get('/api/product')).status).toBe(200);
    expect(api.circuitOpen).toBe(false);
    expect(upstream.seen).toHaveLength(4);
  });

  it('keeps the circuit closed through a short burst of failures, so a crash of a second is ridden out', async () => {
    const port = await freePort();
    const api = client(`http://127.0.0.1:${port}`, { retries: 5, retryDelayMs: 40 });
    let upstream: Awaited<ReturnType<typeof fakeUpstream>> | undefined;
    setTimeout(() => void fakeUpstream((_req, res) => ok(res), port).then((u) => (upstream = u)), 700);
    // Eight concurrent readers fail many times in a row during the outage, for less than two seconds.
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.get('/api/product')));
    cleanups.push(() => upstream!.close());
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(api.circuitOpen).toBe(false);
  });

  it('fails a GET fast while the circuit is open rather than waiting out its retries', async () => {
    const port = await freePort();
    const api = client(`http://127.0.0.1:${port}`, { retries: 3, retryDelayMs: 50, breaker: { threshold: 2, minFailingMs: 0, openMs: 5000 } });
    await expect(api.get('/a')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(api.circuitOpen).toBe(true);
    const started = Date.now();
    await expect(api.get('/a')).rejects.toThrow(/circuit open/);
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('probes readiness with one GET and no retries', async () => {
    const upstream = await fakeUpstream((_req, res) => ok(res));
    cleanups.push(upstream.close);
    expect(await client(upstream.url).probe()).toBe(true);
    expect(upstream.seen).toHaveLength(1);
    const port = await freePort();
    expect(await client(`http://127.0.0.1:${port}`).probe()).toBe(false);
  });

  it('sends the request id upstream and no browser headers', async () => {
    const headers: Record<string, unknown>[] = [];
    const upstream = await fakeUpstream((req, res) => {
      headers.push(req.headers);
      ok(res);
    });
    cleanups.push(upstream.close);
    await client(upstream.url).get('/api/product', { requestId: 'req-12345678' });
    expect(headers[0]?.['x-request-id']).toBe('req-12345678');
    expect(headers[0]?.origin).toBeUndefined();
    expect(headers[0]?.cookie).toBeUndefined();
  });
});
