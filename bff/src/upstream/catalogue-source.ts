import type {
  ContactLink,
  HotProduct,
  ImageSlide,
  PriceTable,
  Product,
  TextSlide,
} from '../domain/catalogue';
import { toHotProduct, toImageSlide, toPriceTable, toProduct, toTextSlide } from './adapt-catalogue';
import { countMembers, toContact } from './adapt-shop';
import type { Logger } from '../logger';
import { CircuitOpenError } from './circuit-breaker';
import type { UpstreamClient } from './client';
import { readList } from './envelope';
import { dropGarbledRows } from './garbled-rows';
import type { RequestScope } from './request-scope';
import { SwrCache, type GetOptions } from './swr-cache';
import { UpstreamBadResponseError } from './upstream-error';

/** A cached value, or the promise of one while it loads. */
export type Cached<T> = T | Promise<T>;

/** `next` applied to a cached value: at once when it is there, after the load otherwise. */
export function mapCached<T, R>(value: Cached<T>, next: (value: T) => R | Promise<R>): Cached<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

export interface ProductIndex {
  list: Product[];
  byId: Map<number, Product>;
}

export interface CatalogueOptions {
  ttlMs: number;
  staleWindowMs: number;
  now?: () => number;
  /** Where failed background refreshes are told (the stale copy is served meanwhile). */
  logger?: Logger;
}

/** What every per-request view shares. */
interface Shared {
  cache: SwrCache<unknown>;
  logger?: Logger;
}

/**
 * Everything public the shop sells, read as whole lists and cached per
 * instance. `within(scope)` gives a view for one request: it shares the cache,
 * and waits for a load no longer than the request's deadline.
 */
export class CatalogueSource {
  private readonly shared: Shared;
  /** Made on the first read that has to wait or refresh: a warm cache never needs them. */
  private getOptions: GetOptions<unknown> | undefined;

  constructor(
    private readonly client: UpstreamClient,
    options: CatalogueOptions | Shared,
    private readonly scope: RequestScope = {},
  ) {
    this.shared = 'cache' in options ? options : { cache: new SwrCache(options), logger: options.logger };
  }

  within(scope: RequestScope): CatalogueSource {
    return new CatalogueSource(this.client, this.shared, scope);
  }

  products(): Cached<ProductIndex> {
    return this.cached('products', async () => {
      // Never page here: page+pageSize crashes the known deployment's product list.
      const list = compact((await this.list('/api/product')).map(toProduct));
      return { list, byId: new Map(list.map((p) => [p.id, p])) };
    });
  }

  priceTables(): Cached<Map<number, PriceTable[]>> {
    return this.cached('priceTables', async () => {
      const byProduct = new Map<number, PriceTable[]>();
      for (const table of compact((await this.list('/api/pricelist')).map(toPriceTable))) {
        const tables = byProduct.get(table.productId) ?? [];
        tables.push(table);
        byProduct.set(table.productId, tables);
      }
      return byProduct;
    });
  }

  hotProducts(): Cached<HotProduct[]> {
    return this.cached('hotProducts', async () =>
      compact((await this.list('/api/hotproduct')).map(toHotProduct)).sort((a, b) => a.rank - b.rank),
    );
  }

  imageSlides(): Cached<ImageSlide[]> {
    return this.cached('imageSlides', async () =>
      compact((await this.list('/api/imageslider', { pageSize: 10000 })).map(toImageSlide)).sort(
        (a, b) => a.index - b.index,
      ),
    );
  }

  textSlides(): Cached<TextSlide[]> {
    return this.cached('textSlides', async () =>
      compact((await this.list('/api/slider', { pageSize: 10000 })).map(toTextSlide)).sort(
        (a, b) => a.index - b.index,
      ),
    );
  }

  contacts(): Cached<ContactLink[]> {
    return this.cached('contacts', async () =>
      compact((await this.list('/api/contact', { pageSize: 10000 })).map(toContact)).sort(
        (a, b) => a.index - b.index,
      ),
    );
  }

  /** Only the count leaves this method: user rows carry password hashes. */
  memberCount(): Cached<number> {
    return this.cached('memberCount', async () => countMembers(await this.list('/api/user')));
  }

  invalidate(): void {
    this.shared.cache.invalidate();
  }

  /** A fresh value is returned as it is, not in a promise: resolvers over a warm cache then run without a tick. */
  private cached<T>(key: string, load: () => Promise<T>): Cached<T> {
    const fresh = this.shared.cache.fresh(key);
    if (fresh !== undefined) return fresh as T;
    this.getOptions ??= this.waitOptions();
    return this.shared.cache.get(key, load, this.getOptions) as Promise<T>;
  }

  private waitOptions(): GetOptions<unknown> {
    const { deadline, requestId } = this.scope;
    return {
      waitFor: deadline && ((loading) => deadline.race(loading)),
      onStaleRefreshError: (error) => logStaleRefresh(this.shared.logger, requestId, error),
    };
  }

  /** A shared load outlives the request that started it: it carries that request's id, not its deadline. */
  private async list(path: string, query?: Record<string, number>): Promise<unknown[]> {
    const response = await this.client.get(path, { query, requestId: this.scope.requestId });
    const result = readList<unknown>(response.status, response.body);
    if (result.kind === 'error') throw new UpstreamBadResponseError(`${path}: ${result.message}`, result.status);
    return result.kind === 'empty' ? [] : dropGarbledRows(path, result.data);
  }
}

/** Once per failed refresh; an open circuit is no news (the failures that opened it were told). */
function logStaleRefresh(logger: Logger | undefined, requestId: string | undefined, error: unknown): void {
  if (!logger || error instanceof CircuitOpenError) return;
  const line = { requestId, err: error };
  if (error instanceof UpstreamBadResponseError) logger.error(line, 'catalogue refresh: upstream answered outside its contract; serving the stale copy');
  else logger.warn(line, 'catalogue refresh failed; serving the stale copy');
}

function compact<T>(items: (T | null | undefined)[]): T[] {
  return items.filter((item): item is T => item != null);
}
