import { createHash, randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import type { YogaInitialContext } from 'graphql-yoga';
import type { AccountServices } from './accounts/account-services';
import type { AppDatabase } from './db/database';
import { allViewCounts, viewCounts } from './db/product-views';
import type { PriceTable, Product } from './domain/catalogue';
import type { CatalogueSource } from './upstream/catalogue-source';
import type { Logger } from './logger';
import { createOrderLoaders, type OrderLoaders } from './orders/order-loaders';
import type { OrderServices } from './orders/order-services';
import { createReviewLoaders, type ReviewLoaders } from './reviews/review-loaders';
import type { Session } from './session/session';
import type { UpstreamClient } from './upstream/client';
import { Deadline, DEFAULT_REQUEST_BUDGET_MS } from './upstream/deadline';

/** Long-lived objects shared by every request of one BFF instance. */
export interface Services {
  upstream: UpstreamClient;
  catalogue: CatalogueSource;
  database: AppDatabase;
  logger: Logger;
  production: boolean;
  /** Session keys, mailer and upstream token secret (bff/src/accounts). */
  accounts: AccountServices;
  /** Cart and order settings, the upstream's order routes and the order sender (bff/src/orders). */
  orders: OrderServices;
  /** Average rating and count of a product, once reviews exist. */
  ratings?: (productId: number) => Promise<{ average: number | null; count: number }>;
  /** How long one GraphQL request may wait for the upstream in all (default 5 s). */
  requestBudgetMs?: number;
}

export interface Loaders {
  product: DataLoader<number, Product | null>;
  priceTables: DataLoader<number, PriceTable[]>;
  /** The BFF's own view count (the upstream `seen` is added by the caller). */
  ownViews: DataLoader<number, number>;
  /** Every product's own view count, for sorting the whole list. */
  allOwnViews: () => Promise<Map<number, number>>;
  reviews: ReviewLoaders;
  orders: OrderLoaders;
}

export interface Context extends YogaInitialContext {
  requestId: string;
  /** Who is looking, for counting views: never trusted for anything else. */
  viewerKey: string;
  services: Services;
  loaders: Loaders;
  /** From the encrypted session cookie; resolvers change it only through bff/src/session/session-state.ts. */
  session: Session | null;
  /** When this request's upstream waits end: pass it as `deadline` to every upstream call. */
  deadline: Deadline;
}

export function createContext(services: Services, initial: YogaInitialContext, session: Session | null = null): Context {
  const request = initial.request;
  const requestId = request.headers.get('x-request-id')?.slice(0, 64) || randomUUID();
  const deadline = Deadline.in(services.requestBudgetMs ?? DEFAULT_REQUEST_BUDGET_MS);
  const scoped = { ...services, catalogue: services.catalogue.within({ requestId, deadline }) };
  return {
    ...initial,
    requestId,
    viewerKey: anonymousViewer(request),
    services: scoped,
    loaders: createLoaders(scoped),
    session,
    deadline,
  };
}

function createLoaders({ catalogue, database, upstream, orders }: Services): Loaders {
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
    reviews: createReviewLoaders({ upstream, database }),
    orders: createOrderLoaders({ database, upstreamOrders: orders.upstreamOrders }),
  };
}

function anonymousViewer(request: Request): string {
  const address = request.headers.get('x-shop-client-ip') ?? '';
  const agent = request.headers.get('user-agent') ?? '';
  return `a:${createHash('sha256').update(`${address}|${agent}`).digest('base64url').slice(0, 24)}`;
}
