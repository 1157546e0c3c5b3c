import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { DoubleContext } from './context';
import { createShopDb } from './db';
import { BodySyntaxError, parseBody, readBody } from './http/body';
import { checkOrigin, preflight } from './http/cors';
import { FaultRegistry, garble, type GarbageKind } from './http/faults';
import { Listener } from './http/listener';
import { cannot, errorPage, internalError, isDeath, json, type Outcome } from './http/reply';
import { findRoute, type Route } from './http/router';
import { createTokens } from './http/tokens';
import type { DoubleMode } from './mode';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { commentRoutes } from './routes/comments';
import { hotProductRoutes } from './routes/hot-products';
import { imageRoutes } from './routes/images';
import { orderRoutes } from './routes/orders';
import { priceTableRoutes } from './routes/price-tables';
import { productRoutes } from './routes/products';
import { shopRoutes } from './routes/shop';
import { userRoutes } from './routes/users';
import { seedShopDb } from './seed/seed-db';

export type { DoubleMode } from './mode';

export interface StartOptions {
  mode?: DoubleMode;
  port?: number;
  host?: string;
  jwtSecret?: string;
  /** How long a crash refuses connections. */
  crashMs?: number;
  /** Extra generated products (and their price tables) for scale benchmarks. */
  extraProducts?: number;
  /** Browser origins the backend's CORS allows; any other Origin gets a 500 HTML page. */
  allowedOrigins?: string[];
}

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
}

export interface ShopDouble {
  url: string;
  mode: DoubleMode;
  jwtSecret: string;
  calls: RecordedCall[];
  resetCalls(): void;
  faults: {
    slow(route: string, ms: number): void;
    fail(route: string, status?: number): void;
    garbage(route: string, kind: GarbageKind): void;
    down(): Promise<void>;
    up(): Promise<void>;
    clear(): void;
  };
  signToken(user: { userId: number; email: string; fullname: string }, expiresIn?: string): Promise<string>;
  close(): Promise<void>;
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

export async function startShopDouble(opts: StartOptions = {}): Promise<ShopDouble> {
  const mode = opts.mode ?? 'deployed';
  const host = opts.host ?? '127.0.0.1';
  const jwtSecret = opts.jwtSecret ?? 'double-secret';
  const crashMs = opts.crashMs ?? 3000;
  const allowedOrigins = new Set(opts.allowedOrigins ?? [process.env.CLIENT_URL ?? 'http://localhost:3000']);
  const db = createShopDb();
  const tokens = createTokens(jwtSecret);
  const faults = new FaultRegistry();
  const calls: RecordedCall[] = [];
  let baseUrl = '';
  const ctx: DoubleContext = {
    db,
    mode,
    tokens,
    imageUrl: (file) => `${baseUrl}/images/${file}`,
    clientUrl: () => process.env.CLIENT_URL ?? baseUrl,
  };
  const routes: Route[] = [
    ...productRoutes(ctx),
    ...priceTableRoutes(ctx),
    ...hotProductRoutes(ctx),
    ...shopRoutes(ctx),
    ...userRoutes(ctx),
    ...authRoutes(ctx),
    ...accountRoutes(ctx),
    ...cartRoutes(ctx),
    ...orderRoutes(ctx),
    ...commentRoutes(ctx),
    ...imageRoutes(),
  ];

  async function dispatch(req: IncomingMessage, method: string, path: string, query: Record<string, string>, raw: Buffer): Promise<Outcome> {
    const cors = checkOrigin(req.headers.origin, allowedOrigins);
    // Images stand in for the shop's CDN, which has no CORS middleware.
    if (cors.rejection && !path.startsWith('/images/')) return cors.rejection;
    if (method === 'OPTIONS' && req.headers.origin) return preflight(cors.headers);
    const found = findRoute(routes, method === 'HEAD' ? 'GET' : method, path);
    if (!found) return cannot(method, path);
    let body: unknown;
    try {
      body = parseBody(raw, req.headers['content-type']);
    } catch (error) {
      if (error instanceof BodySyntaxError) return errorPage(400, `SyntaxError: ${error.message}`);
      throw error;
    }
    const outcome = await found.route.handle({ method, path, params: found.params, query, headers: req.headers, body });
    if (!isDeath(outcome)) Object.assign(outcome.headers, cors.headers);
    return outcome;
  }

  function write(req: IncomingMessage, res: ServerResponse, outcome: Outcome): void {
    if (isDeath(outcome)) {
      req.socket.destroy();
      listener.crash(crashMs);
      return;
    }
    if (res.destroyed || res.headersSent) return;
    const headers: Record<string, string | number> = { 'x-powered-by': 'Express', ...outcome.headers };
    headers['content-length'] = Buffer.byteLength(outcome.body);
    if (outcome.afterwards === 'crash') {
      headers.connection = 'close';
      res.on('finish', () => setImmediate(() => listener.crash(crashMs)));
    }
    res.writeHead(outcome.status, headers);
    res.end(req.method === 'HEAD' ? undefined : outcome.body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://double.invalid');
    const path = url.pathname;
    const query = Object.fromEntries(url.searchParams);
    calls.push({ method, path, query, headers: flatHeaders(req.headers) });
    let outcome: Outcome;
    try {
      const raw = await readBody(req);
      const routeFaults = faults.forRequest(method, path);
      if (routeFaults.slowMs) await delay(routeFaults.slowMs);
      outcome = routeFaults.failStatus
        ? json(routeFaults.failStatus, { error: 'Internal server error' })
        : await dispatch(req, method, path, query, raw);
      if (routeFaults.garbage && !isDeath(outcome)) outcome = garble(outcome, routeFaults.garbage);
    } catch (error) {
      outcome = internalError((error as Error).message);
    }
    write(req, res, outcome);
  }

  const server = createServer((req, res) => void handle(req, res));
  // A destroyed client socket is normal here (crashes, aborted requests).
  server.on('clientError', (_error, socket) => socket.destroy());
  const listener = new Listener(server, host);
  const port = await listener.listen(opts.port ?? 0);
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  seedShopDb(db, { mode, imageUrl: ctx.imageUrl, extraProducts: opts.extraProducts ?? 0 });

  return {
    url: baseUrl,
    mode,
    jwtSecret,
    calls,
    resetCalls: () => {
      calls.length = 0;
    },
    faults: {
      slow: (route, ms) => faults.slow(route, ms),
      fail: (route, status) => faults.fail(route, status),
      garbage: (route, kind) => faults.garbage(route, kind),
      down: () => listener.down(),
      up: () => listener.up(),
      clear: () => faults.clear(),
    },
    signToken: (user, expiresIn) => tokens.sign(user, expiresIn),
    close: () => listener.close(),
  };
}

