import type { Context } from '../context';
import type { Product } from '../domain/catalogue';
import { invalidInput, type InvalidInputValue } from '../schema/error';
import { parseProductId } from '../schema/product-id';
import type { NewLine } from './cart-lines';
import { countAttempt } from '../accounts/rate-limit';
import { dpiWarning, parseDesignLink, probeDesignImage, type ImageProbe } from './dpi-check';
import { priceLine } from './price-line';
import type { Quote } from './quote';

/** A configuration the shopper sends: the product page's fields. */
export interface LineRequest {
  productId: string | number;
  material?: string | null;
  effect?: string | null;
  size?: string | null;
  sides?: string | null;
  hasDesign: boolean;
  designs?: number | null;
  quantity: number;
  designLink: string;
}

export interface PreparedLine {
  kind: 'line';
  product: Product;
  line: NewLine;
  /** Null when the product is priced on request. */
  quote: Quote | null;
}

/** Image fetches per shopper: enough for any real cart, too few to use the BFF as a fetching proxy. */
export const IMAGE_CHECKS = { max: 30, windowMs: 10 * 60_000 };

/** Reads the design's pixel size, unless the shopper's image checks are used up (the line is added all the same). */
async function checkImage(ctx: Context, url: URL): Promise<ImageProbe> {
  const who = ctx.session ? `user:${ctx.session.userId}` : ctx.viewerKey;
  const limited = await countAttempt(ctx.services.database.db, [{ bucket: `design-image:${who}`, ...IMAGE_CHECKS }]);
  if (limited) return { kind: 'not-checked' };
  return probeDesignImage(url, { production: ctx.services.production });
}

/**
 * Checks and prices a configuration for the cart or an order: options the
 * product offers, a sane quantity, an http(s) design link. With `checkImage`,
 * the image behind the link is read for its resolution (a warning, never a refusal).
 */
export async function prepareLine(ctx: Context, request: LineRequest, options: { checkImage: boolean }): Promise<PreparedLine | InvalidInputValue> {
  const { product, outcome } = await priceLine(ctx, parseProductId(request.productId), request);
  if (outcome.kind === 'invalid') return invalidInput(outcome.field, outcome.code, outcome.message);
  if (!product) return invalidInput('productId', 'UNKNOWN_PRODUCT', 'Sản phẩm không tồn tại hoặc đã ngừng bán.');

  const link = request.designLink.trim();
  if (link === '') return invalidInput('designLink', 'REQUIRED', 'Bạn không được bỏ trống trường này.');
  const url = parseDesignLink(link);
  if (!url) return invalidInput('designLink', 'INVALID_LINK', 'Link ảnh thiết kế phải là một đường dẫn http:// hoặc https:// hợp lệ.');

  const quote = outcome.kind === 'quote' ? outcome.quote : null;
  const chosen = outcome.kind === 'quote' ? outcome.quote.options : outcome.options;
  const warning = options.checkImage ? dpiWarning(await checkImage(ctx, url), chosen.size) : null;
  return {
    kind: 'line',
    product,
    quote,
    line: {
      productId: product.id,
      name: product.name,
      ...chosen,
      hasDesign: request.hasDesign,
      designs: request.designs ?? 1,
      quantity: request.quantity,
      designLink: url.href,
      unitPrice: quote?.unitPrice ?? null,
      dpiWarning: warning,
    },
  };
}
