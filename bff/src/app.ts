import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAccountHttpHandler } from './accounts/account-http';
import { createAccountServices } from './accounts/account-services';
import type { Services } from './context';
import { openDatabase } from './db/database';
import { ViewCountSnapshot } from './db/view-count-snapshot';
import { createFastPath } from './fast-path/fast-path';
import { createLogger, type Logger } from './logger';
import { createOrderServices } from './orders/order-services';
import { readOrderSettings, type OrderSettings } from './orders/order-settings';
import { setUpReviews } from './reviews/set-up-reviews';
import { CatalogueSource } from './upstream/catalogue-source';
import { UpstreamClient } from './upstream/client';
import { pageHead } from './web/page-head';
import { API_SECURITY_HEADERS } from './web/security-headers';
import { createWebHandler } from './web/serve-web';
import { createShopYoga, type ShopYoga } from './yoga';

export interface AppOptions {
  upstreamUrl: string;
  port?: number;
  host?: string;
  /** Folder for PGlite's files (`<dataDir>/pglite`), or 'memory://' for a throwaway database. */
  dataDir?: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate themselves with one each). */
  databaseSchema?: string;
  webDist?: string;
  production?: boolean;
  upstreamAuthScheme?: 'raw' | 'bearer';
  upstreamTimeoutMs?: number;
  upstreamConnections?: number;
  catalogueTtlMs?: number;
  staleWindowMs?: number;
  /** How old the view counts shown in lists may be (VIEW_COUNTS_REFRESH_MS, default 5 s; 0 reads them every time). */
  viewCountsRefreshMs?: number;
  /** How long one GraphQL request may wait for the upstream in all (REQUEST_BUDGET_MS, default 5 s). */
  requestBudgetMs?: number;
  logger?: Logger;
  /** Seed the review store with the demo's reviews when it is empty (only in front of the shop-API double). */
  seedDemoReviews?: boolean;
  /** SESSION_SECRET (≥ 32 characters); unset: a random key kept in the database. */
  sessionSecret?: string;
  upstreamJwtSecret?: string;
  /** SMTP_URL for verification mails; unset: the outbox (table + `<dataDir>/.outbox/<email>.txt`). */
  smtpUrl?: string;
  mailFrom?: string;
  /** Design fee, payment account and order sender timing; unset: from the environment (order-settings.ts). */
  orderSettings?: OrderSettings;
}

export interface RunningApp {
  url: string;
  services: Services;
  yoga: ShopYoga;
  /** Forgets the catalogue and the public answers made from it: the next requests read the shop again. */
  forgetCatalogue(): void;
  close(): Promise<void>;
}

export async function startApp(options: AppOptions): Promise<RunningApp> {
  const dataDir = options.dataDir ?? '.data';
  const logger = options.logger ?? createLogger();
  const database = await openDatabase({
    url: options.databaseUrl,
    dataDir: dataDir === 'memory://' ? 'memory://' : join(dataDir, 'pglite'),
    schema: options.databaseSchema,
    onMaintenanceError: (error) => logger.warn({ err: error }, 'PGlite VACUUM (ANALYZE) failed; older statistics kept'),
  });
  const upstream = new UpstreamClient({
    baseUrl: options.upstreamUrl,
    authScheme: options.upstreamAuthScheme,
    timeoutMs: options.upstreamTimeoutMs,
    connections: options.upstreamConnections,
  });
  const catalogue = new CatalogueSource(upstream, {
    ttlMs: options.catalogueTtlMs ?? 60_000,
    staleWindowMs: options.staleWindowMs ?? 10 * 60_000,
    logger,
  });
  const accounts = await createAccountServices(database, { ...options, dataDir });
  const orders = createOrderServices({ database, upstream, logger }, options.orderSettings ?? readOrderSettings());
  const viewCounts = new ViewCountSnapshot(database.db, { refreshMs: options.viewCountsRefreshMs ?? 5000, logger });
  const services: Services = { upstream, catalogue, database, viewCounts, logger, production: options.production ?? false, accounts, orders, requestBudgetMs: options.requestBudgetMs };
  await setUpReviews(services, { seedDemo: options.seedDemoReviews ?? false });
  const yoga = createShopYoga(services);
  // Cached public operations are answered before Yoga (decision 006); at most as stale as the catalogue.
  const fastPath = createFastPath(yoga, services, { ttlMs: Math.min(10_000, options.catalogueTtlMs ?? 60_000) });

  let origin = '';
  const accountHttp = createAccountHttpHandler({ db: database.db, upstreamUrl: options.upstreamUrl, clientUrl: () => origin });
  const web = createWebHandler({
    distDir: options.webDist ?? 'dist/web',
    production: services.production,
    headFor: pageHead(services, () => origin),
  });

  const server = createServer((req, res) => {
    // Views are counted per client address; a client must not choose its own.
    req.headers['x-shop-client-ip'] = req.socket.remoteAddress ?? '';
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    req.headers['x-request-id'] = requestId;
    route(req, res, requestId).catch((error: unknown) => {
      logger.error({ requestId, err: error }, 'request failed');
      if (!res.headersSent) {
        setCommonHeaders(res, requestId);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      }
      res.end('Lỗi máy chủ');
    });
  });

  function setCommonHeaders(res: ServerResponse, requestId: string): void {
    res.setHeader('x-request-id', requestId);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) res.setHeader(name, value);
  }

  async function route(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/graphql') {
      // The fast path writes these headers itself, in one list (fast-path/answer-headers.ts).
      if (await fastPath.handle(req, res)) return;
      setCommonHeaders(res, requestId);
      return void (await yoga.handle(req, res));
    }
    setCommonHeaders(res, requestId);
    if (path === '/healthz') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    if (path === '/readyz') {
      const ready = await upstream.probe();
      return void res.writeHead(ready ? 200 : 503, { 'content-type': 'text/plain' }).end(ready ? 'ready' : 'upstream unreachable');
    }
    if (await accountHttp(req, res, path ?? '/')) return;
    await web(req, res);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host === '0.0.0.0' ? 'localhost' : (options.host ?? '127.0.0.1')}:${port}`;
  orders.sender.start();

  return {
    url: origin,
    services,
    yoga,
    forgetCatalogue() {
      services.catalogue.invalidate();
      fastPath.cache.clear();
    },
    async close() {
      await orders.sender.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
      accounts.mailer.close();
      await database.close();
    },
  };
}
