import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApp, type AppOptions } from '../../bff/src/app';
import { startShopDouble, type DoubleMode } from '../double/server';
import type { GqlResult, Stack } from './stack';

/** Returns the JSON body to send instead, or undefined to pass the answer through. */
export type Rewrite = (call: { method: string; path: string }, body: unknown) => unknown;

/**
 * The shop-API double behind a proxy that can rewrite its JSON answers: the
 * way to put poisoned rows (javascript: links, garbled types) in front of the
 * BFF without touching the double's seed.
 */
export async function startRewrittenStack(
  mode: DoubleMode,
  options: Partial<AppOptions> = {},
): Promise<Stack & { /** Applies to answers from now on; cached data stays until invalidated. */ rewrite(fn: Rewrite | null): void }> {
  const double = await startShopDouble({ mode, crashMs: 400 });
  let rewrite: Rewrite | null = null;
  const proxy = createServer((req, res) => {
    void forward(req).then(
      ({ status, headers, body }) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        let text = body;
        if (rewrite && headers.get('content-type')?.includes('json')) {
          const replaced = rewrite({ method: req.method ?? 'GET', path }, JSON.parse(body));
          if (replaced !== undefined) text = JSON.stringify(replaced);
        }
        const token = headers.get('token');
        res.writeHead(status, {
          'content-type': headers.get('content-type') ?? 'text/plain',
          ...(token ? { token } : {}),
        });
        res.end(text);
      },
      () => res.socket?.destroy(),
    );
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  async function forward(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'authorization', 'x-request-id', 'accept']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const response = await fetch(`${double.url}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? Buffer.concat(chunks) : undefined,
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  }

  const app = await startApp({ dataDir: 'memory://', webDist: 'dist/web', ...options, upstreamUrl: proxyUrl });
  return {
    double,
    app,
    rewrite(fn) {
      rewrite = fn;
    },
    async gql<T>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GqlResult<T>> {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-csrf': '1', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: T; errors?: GqlResult<unknown>['errors'] };
      return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
    },
    upstreamCalls() {
      return double.calls.filter((c) => !c.path.startsWith('/images/')).map((c) => ({ method: c.method, path: c.path }));
    },
    async close() {
      await app.close();
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await double.close();
    },
  };
}

/** Every value swapped for one of another type, as a garbled backend might send a row. */
export function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wrongTypes);
  if (value === null) return 0;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.length;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrongTypes(v)]));
  return value;
}
