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
import type { UpstreamClient } from './client';
import { readList } from './envelope';
import { SwrCache } from './swr-cache';
import { UpstreamBadResponseError } from './upstream-error';

export interface ProductIndex {
  list: Product[];
  byId: Map<number, Product>;
}

/** Everything public the shop sells, read as whole lists and cached per instance. */
export class CatalogueSource {
  private readonly cache: SwrCache<unknown>;

  constructor(
    private readonly client: UpstreamClient,
    options: { ttlMs: number; staleWindowMs: number; now?: () => number },
  ) {
    this.cache = new SwrCache(options);
  }

  products(): Promise<ProductIndex> {
    return this.cached('products', async () => {
      // Never page here: page+pageSize crashes the known deployment's product list.
      const list = compact((await this.list('/api/product')).map(toProduct));
      return { list, byId: new Map(list.map((p) => [p.id, p])) };
    });
  }

  priceTables(): Promise<Map<number, PriceTable[]>> {
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

  hotProducts(): Promise<HotProduct[]> {
    return this.cached('hotProducts', async () =>
      compact((await this.list('/api/hotproduct')).map(toHotProduct)).sort((a, b) => a.rank - b.rank),
    );
  }

  imageSlides(): Promise<ImageSlide[]> {
    return this.cached('imageSlides', async () =>
      compact((await this.list('/api/imageslider', { pageSize: 10000 })).map(toImageSlide)).sort(
        (a, b) => a.index - b.index,
      ),
    );
  }

  textSlides(): Promise<TextSlide[]> {
    return this.cached('textSlides', async () =>
      compact((await this.list('/api/slider', { pageSize: 10000 })).map(toTextSlide)).sort(
        (a, b) => a.index - b.index,
      ),
    );
  }

  contacts(): Promise<ContactLink[]> {
    return this.cached('contacts', async () =>
      compact((await this.list('/api/contact', { pageSize: 10000 })).map(toContact)).sort(
        (a, b) => a.index - b.index,
      ),
    );
  }

  /** Only the count leaves this method: user rows carry password hashes. */
  memberCount(): Promise<number> {
    return this.cached('memberCount', async () => countMembers(await this.list('/api/user')));
  }

  invalidate(): void {
    this.cache.invalidate();
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load) as Promise<T>;
  }

  private async list(path: string, query?: Record<string, number>): Promise<unknown[]> {
    const response = await this.client.get(path, { query });
    const result = readList<unknown>(response.status, response.body);
    if (result.kind === 'error') throw new UpstreamBadResponseError(`${path}: ${result.message}`, result.status);
    return result.kind === 'empty' ? [] : result.data;
  }
}

function compact<T>(items: (T | null | undefined)[]): T[] {
  return items.filter((item): item is T => item != null);
}
