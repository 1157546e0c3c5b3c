import { createHash, randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import type { YogaInitialContext } from 'graphql-yoga';
import type { AppDatabase } from './db/database';
import { allViewCounts, viewCounts } from './db/product-views';
import type { PriceTable, Product } from './domain/catalogue';
import type { CatalogueSource } from './upstream/catalogue-source';
import type { Logger } from './logger';
import type { UpstreamClient } from './upstream/client';

/** Long-lived objects shared by every request of one BFF instance. */
export interface Services {
  upstream: UpstreamClient;
  catalogue: CatalogueSource;
  database: AppDatabase;
  logger: Logger;
  production: boolean;
  /** Average rating and count of a product, once reviews exist. */
  ratings?: (productId: number) => Promise<{ average: number | null; count: number }>;
}

export interface Loaders {
  product: DataLoader<number, Product | null>;
  priceTables: DataLoader<number, PriceTable[]>;
  /** The BFF's own view count (the upstream `seen` is added by the caller). */
  ownViews: DataLoader<number, number>;
  /** Every product's own view count, for sorting the whole list. */
  allOwnViews: () => Promise<Map<number, number>>;
}

export interface Context extends YogaInitialContext {
  requestId: string;
  /** Who is looking, for counting views: never trusted for anything else. */
  viewerKey: string;
  services: Services;
  loaders: Loaders;
}

export function createContext(services: Services, initial: YogaInitialContext): Context {
  const request = initial.request;
  const requestId = request.headers.get('x-request-id')?.slice(0, 64) || randomUUID();
  return {
    ...initial,
    requestId,
    viewerKey: anonymousViewer(request),
    services,
    loaders: createLoaders(services),
  };
}

function createLoaders({ catalogue, database }: Services): Loaders {
  let allViews: Promise<Map<number, number>> | undefined;
  return {
    product: new DataLoader(async (ids) => {
      const { byId } = await catalogue.products();
      return ids.map((id) => byId.get(id) ?? null);
    }),
    priceTables: new DataLoader(async (ids) => {
      const tables = await catalogue.priceTables();
      return ids.map((id) => tables.get(id) ?? []);
    }),
    ownViews: new DataLoader(async (ids) => {
      const counts = await viewCounts(database.db, [...ids]);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    allOwnViews: () => (allViews ??= allViewCounts(database.db)),
  };
}

function anonymousViewer(request: Request): string {
  const address = request.headers.get('x-shop-client-ip') ?? '';
  const agent = request.headers.get('user-agent') ?? '';
  return `a:${createHash('sha256').update(`${address}|${agent}`).digest('base64url').slice(0, 24)}`;
}
