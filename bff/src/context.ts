import { createHash, randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import type { YogaInitialContext } from 'graphql-yoga';
import type { AccountServices } from './accounts/account-services';
import type { AppDatabase } from './db/database';
import { viewCounts } from './db/product-views';
import type { ViewCountSnapshot } from './db/view-count-snapshot';
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
  /** Every product's own view count, a few seconds old at most (decision 009). */
  viewCounts: ViewCountSnapshot;
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
  /**
   * The BFF's own view count (the upstream `seen` is added by the caller):
   * exact for a product opened in this request, otherwise from the instance's snapshot.
   */
  ownViews: DataLoader<number, number>;
  /** Marks a product the shopper opened, so its count is read exactly, the view just counted included. */
  openedProduct: (id: number) => void;
  /** Every product's own view count, for sorting the whole list. */
  allOwnViews: () => Promise<ReadonlyMap<number, number>>;
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
  let viewerKey: string | undefined;
  return {
    ...initial,
    requestId,
    // Hashed only when a view is counted: most requests never ask.
    get viewerKey() {
      return (viewerKey ??= anonymousViewer(request));
    },
    services: scoped,
    loaders: createLoaders(scoped),
    session,
    deadline,
  };
}

function createLoaders({ catalogue, database, upstream, orders, viewCounts: snapshot }: Services): Loaders {
  const opened = new Set<number>();
  const none: ReadonlyMap<number, number> = new Map();
  const ownViews = new DataLoader<number, number>(async (ids) => {
    const exactIds = ids.filter((id) => opened.has(id));
    const [exact, listed] = await Promise.all([
      exactIds.length > 0 ? viewCounts(database.db, exactIds) : none,
      exactIds.length < ids.length ? snapshot.all() : none,
    ]);
    return ids.map((id) => exact.get(id) ?? listed.get(id) ?? 0);
  });
  // Made on first use: a catalogue query never needs the review or order loaders.
  let reviews: ReviewLoaders | undefined;
  let orderLoaders: OrderLoaders | undefined;
  return {
    product: new DataLoader(async (ids) => {
      const { byId } = await catalogue.products();
      return ids.map((id) => byId.get(id) ?? null);
    }),
    priceTables: new DataLoader(async (ids) => {
      const tables = await catalogue.priceTables();
      return ids.map((id) => tables.get(id) ?? []);
    }),
    ownViews,
    openedProduct: (id) => {
      opened.add(id);
      ownViews.clear(id);
    },
    allOwnViews: () => snapshot.all(),
    get reviews() {
      return (reviews ??= createReviewLoaders({ upstream, database }));
    },
    get orders() {
      return (orderLoaders ??= createOrderLoaders({ database, upstreamOrders: orders.upstreamOrders }));
    },
  };
}

function anonymousViewer(request: Request): string {
  const address = request.headers.get('x-shop-client-ip') ?? '';
  const agent = request.headers.get('user-agent') ?? '';
  return `a:${createHash('sha256').update(`${address}|${agent}`).digest('base64url').slice(0, 24)}`;
}
