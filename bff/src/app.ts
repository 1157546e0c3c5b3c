import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Services } from './context';
import { openDatabase } from './db/database';
import { createLogger, type Logger } from './logger';
import { CatalogueSource } from './upstream/catalogue-source';
import { UpstreamClient } from './upstream/client';
import { pageHead } from './web/page-head';
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
  logger?: Logger;
}

export interface RunningApp {
  url: string;
  services: Services;
  yoga: ShopYoga;
  close(): Promise<void>;
}

export async function startApp(options: AppOptions): Promise<RunningApp> {
  const dataDir = options.dataDir ?? '.data';
  const database = await openDatabase({
    url: options.databaseUrl,
    dataDir: dataDir === 'memory://' ? 'memory://' : join(dataDir, 'pglite'),
    schema: options.databaseSchema,
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
  });
  const logger = options.logger ?? createLogger();
  const services: Services = { upstream, catalogue, database, logger, production: options.production ?? false };
  const yoga = createShopYoga(services);

  let origin = '';
  const web = createWebHandler({
    distDir: options.webDist ?? 'dist/web',
    production: services.production,
    headFor: pageHead(services, () => origin),
  });

  const server = createServer((req, res) => {
    // Views are counted per client address; a client must not choose its own.
    req.headers['x-shop-client-ip'] = req.socket.remoteAddress ?? '';
    const requestId = /^[\w-]{8,64}$/.test(String(req.headers['x-request-id'])) ? String(req.headers['x-request-id']) : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    route(req, res).catch((error: unknown) => {
      logger.error({ requestId, err: error }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Lỗi máy chủ');
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/graphql') return void (await yoga.handle(req, res));
    if (path === '/healthz') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    if (path === '/readyz') {
      const ready = await catalogue.products().then(() => true, () => false);
      return void res.writeHead(ready ? 200 : 503, { 'content-type': 'text/plain' }).end(ready ? 'ready' : 'upstream unreachable');
    }
    await web(req, res);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host === '0.0.0.0' ? 'localhost' : (options.host ?? '127.0.0.1')}:${port}`;

  return {
    url: origin,
    services,
    yoga,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
      await database.close();
    },
  };
}
