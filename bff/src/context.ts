import { createHash, randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import type { YogaInitialContext } from 'graphql-yoga';
import type { AccountServices } from './accounts/account-services';
import type { AppDatabase } from './db/database';
import { viewCounts } from './db/product-views';
import type { ViewCountSnapshot } from './db/view-count-snapshot';
import type { PriceTable, Product } from './domain/catalogue';
import { mapCached, type CatalogueSource, type ProductIndex } from './upstream/catalogue-source';
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
  /** A product from the warm catalogue at once (no tick), otherwise once the catalogue is loaded. */
  findProduct(id: number): Product | null | Promise<Product | null>;
  priceTables: DataLoader<number, PriceTable[]>;
  /**
   * The BFF's own view count (the upstream `seen` is added by the caller):
   * exact for a product opened in this request, otherwise from the instance's snapshot.
   */
  ownViews: DataLoader<number, number>;
  /** The same count when it needs no wait: from the snapshot, for a product not opened in this request. */
  ownViewsNow(id: number): number | undefined;
  /** Marks a product the shopper opened, so its count is read exactly, the view just counted included. */
  openedProduct(id: number): void;
  /** Every product's own view count, for sorting the whole list. */
  allOwnViews(): ReadonlyMap<number, number> | Promise<ReadonlyMap<number, number>>;
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
  const scoped = scopeServices(services, requestId, deadline);
  let viewerKey: string | undefined;
  return {
    ...initial,
    requestId,
    // Hashed only when a view is counted: most requests never ask.
    get viewerKey() {
      return (viewerKey ??= anonymousViewer(request));
    },
    services: scoped,
    loaders: new RequestLoaders(scoped),
    session,
    deadline,
  };
}

/** The services as one request sees them: catalogue loads it starts carry its id and wait no longer than its deadline. */
export function scopeServices(services: Services, requestId: string, deadline: Deadline): Services {
  return { ...services, catalogue: services.catalogue.within({ requestId, deadline }) };
}

/** One request's loaders, each made on first use: a catalogue query needs few of them. */
export class RequestLoaders implements Loaders {
  private readonly opened = new Set<number>();
  private productLoader: Loaders['product'] | undefined;
  private priceTableLoader: Loaders['priceTables'] | undefined;
  private ownViewLoader: Loaders['ownViews'] | undefined;
  private reviewLoaders: ReviewLoaders | undefined;
  private orderLoaders: OrderLoaders | undefined;
  private warmIndex: ProductIndex | Promise<ProductIndex> | undefined;
  private snapshot: ReadonlyMap<number, number> | null | undefined;

  constructor(private readonly services: Services) {}

  get product(): Loaders['product'] {
    return (this.productLoader ??= new DataLoader(async (ids) => {
      const { byId } = await this.services.catalogue.products();
      return ids.map((id) => byId.get(id) ?? null);
    }));
  }

  findProduct(id: number): Product | null | Promise<Product | null> {
    // One look at the cache per request: a list of products asks for many.
    const index = (this.warmIndex ??= this.services.catalogue.products());
    return mapCached(index, ({ byId }) => byId.get(id) ?? null);
  }

  get priceTables(): Loaders['priceTables'] {
    return (this.priceTableLoader ??= new DataLoader(async (ids) => {
      const tables = await this.services.catalogue.priceTables();
      return ids.map((id) => tables.get(id) ?? []);
    }));
  }

  get ownViews(): Loaders['ownViews'] {
    return (this.ownViewLoader ??= new DataLoader(async (ids) => {
      const exactIds = ids.filter((id) => this.opened.has(id));
      const [exact, listed] = await Promise.all([
        exactIds.length > 0 ? viewCounts(this.services.database.db, exactIds) : NONE,
        exactIds.length < ids.length ? this.services.viewCounts.all() : NONE,
      ]);
      return ids.map((id) => exact.get(id) ?? listed.get(id) ?? 0);
    }));
  }

  ownViewsNow(id: number): number | undefined {
    if (this.opened.has(id)) return undefined;
    const counts = (this.snapshot ??= this.services.viewCounts.current() ?? null);
    return counts ? (counts.get(id) ?? 0) : undefined;
  }

  openedProduct(id: number): void {
    this.opened.add(id);
    this.ownViewLoader?.clear(id);
  }

  allOwnViews(): ReadonlyMap<number, number> | Promise<ReadonlyMap<number, number>> {
    return this.services.viewCounts.all();
  }

  get reviews(): ReviewLoaders {
    return (this.reviewLoaders ??= createReviewLoaders(this.services));
  }

  get orders(): OrderLoaders {
    return (this.orderLoaders ??= createOrderLoaders({ database: this.services.database, upstreamOrders: this.services.orders.upstreamOrders }));
  }
}

const NONE: ReadonlyMap<number, number> = new Map();

function anonymousViewer(request: Request): string {
  const address = request.headers.get('x-shop-client-ip') ?? '';
  const agent = request.headers.get('user-agent') ?? '';
  return `a:${createHash('sha256').update(`${address}|${agent}`).digest('base64url').slice(0, 24)}`;
}
