import type { Context } from '../context';
import type { Product } from '../domain/catalogue';
import { toShopProfile } from '../upstream/adapt-shop';
import { quoteLine, type QuoteOutcome } from './quote';
import type { QuoteRequest } from './quote-request';

export interface PricedLine {
  /** Null when the catalogue has no such product (any more). */
  product: Product | null;
  outcome: QuoteOutcome;
}

/** Prices one configuration of a product with the current catalogue and the shop's design fee. */
export async function priceLine(ctx: Context, productId: number | null, request: QuoteRequest): Promise<PricedLine> {
  const product = productId === null ? null : await ctx.loaders.product.load(productId);
  if (!product) {
    return {
      product: null,
      outcome: { kind: 'invalid', field: 'productId', code: 'UNKNOWN_PRODUCT', message: 'Sản phẩm không tồn tại hoặc đã ngừng bán.' },
    };
  }
  const tables = await ctx.loaders.priceTables.load(product.id);
  return { product, outcome: quoteLine(product, tables, request, { designFeePerDesign: ctx.services.orders.settings.designFeePerDesign }) };
}

/** The shop's hotlines, for 'contact us' answers; empty when the shop's contacts cannot be read. */
export async function shopHotlines(ctx: Context): Promise<string[]> {
  const contacts = await Promise.resolve(ctx.services.catalogue.contacts()).catch(() => []);
  return toShopProfile(contacts, 0).hotlines;
}

/** "… hotline 0901 234 567 hoặc 0912 345 678" or, without numbers, "… shop". */
export function contactPhrase(hotlines: readonly string[]): string {
  return hotlines.length > 0 ? `hotline ${hotlines.join(' hoặc ')}` : 'shop';
}
