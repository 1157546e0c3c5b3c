import { cartLinesByIds, configurationColumns, hasDesign } from '../cart/cart-lines';
import { prepareLine, type LineRequest } from '../cart/prepare-line';
import { contactPhrase, shopHotlines } from '../cart/price-line';
import { depositFor } from '../cart/quote';
import type { Context } from '../context';
import type { NewShopOrderLine, ShopOrder } from '../db/tables';
import { invalidInput, type InvalidInputValue } from '../schema/error';
import type { Session } from '../session/session';
import { renewSessionToken } from '../session/session-state';
import { orderById, orderByKey, recordOrder } from './order-store';
import { checkRecipient, type Recipient } from './recipient';
import { refreshPendingToken } from './send-queue';

export interface PlaceOrderRequest {
  /** Made by the page once per confirmation screen: a repeat returns the first order. */
  idempotencyKey: string;
  cartLineIds?: readonly string[] | null;
  lines?: readonly LineRequest[] | null;
  recipient: Recipient;
}

export type PlaceOrderOutcome = { kind: 'order'; order: ShopOrder } | InvalidInputValue;

const MAX_LINES = 50;

type OrderLine = Omit<NewShopOrderLine, 'order_id' | 'line_no'>;

/**
 * Records the order (re-priced on the server) in the BFF's database, then
 * sends it to the shop. The order is safe once recorded: when the shop
 * refuses or cannot be reached it stays pending and the sender retries.
 */
export async function placeOrder(ctx: Context, session: Session, request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
  const db = ctx.services.database.db;
  const key = request.idempotencyKey.trim();
  if (key.length < 8 || key.length > 100) return invalidInput('idempotencyKey', 'INVALID_KEY', 'Yêu cầu đặt hàng không hợp lệ. Vui lòng tải lại trang.');
  const repeated = await orderByKey(db, session.userId, key);
  if (repeated) return { kind: 'order', order: repeated };

  const recipient = checkRecipient(request.recipient);
  if (recipient.kind === 'invalid') return invalidInput(recipient.field, recipient.code, recipient.message);

  const sources = await lineSources(ctx, session.userId, request);
  if ('__typename' in sources) {
    // A double click whose twin committed in between: answer with the twin's order.
    const twin = await orderByKey(db, session.userId, key);
    return twin ? { kind: 'order', order: twin } : sources;
  }
  const priced = await priceLines(ctx, sources.items);
  if ('__typename' in priced) return priced;

  await refreshPendingToken(db, session.userId, session.token);
  const { order, created } = await recordOrder(db, {
    userId: session.userId,
    idempotencyKey: key,
    recipient: recipient.recipient,
    total: priced.reduce((sum, line) => sum + (line.line_total ?? 0) + (line.design_fee ?? 0), 0),
    deposit: priced.reduce((sum, line) => sum + depositFor(line.line_total ?? 0, line.design_fee ?? 0), 0),
    upstreamToken: session.token,
    lines: priced,
    cartLineIds: sources.items.flatMap((item) => (item.cartLineId ? [item.cartLineId] : [])),
  });
  if (created) await sendNow(ctx, order.id);
  return { kind: 'order', order: (await orderById(db, order.id)) ?? order };
}

interface Source {
  request: LineRequest;
  cartLineId: string | null;
  field: string;
}

async function lineSources(
  ctx: Context,
  userId: number,
  request: PlaceOrderRequest,
): Promise<{ kind: 'sources'; items: Source[] } | InvalidInputValue> {
  const ids = [...new Set(request.cartLineIds ?? [])];
  const given = request.lines ?? [];
  if ((ids.length === 0) === (given.length === 0)) return invalidInput('lines', 'NO_LINES', 'Bạn chưa chọn sản phẩm nào để đặt hàng.');
  if (ids.length > MAX_LINES || given.length > MAX_LINES) return invalidInput('lines', 'TOO_MANY_LINES', `Mỗi đơn hàng có tối đa ${MAX_LINES} sản phẩm.`);
  if (given.length > 0) return { kind: 'sources', items: given.map((line, i) => ({ request: line, cartLineId: null, field: `lines[${i}]` })) };

  const rows = await cartLinesByIds(ctx.services.database.db, userId, ids);
  if (rows.length !== ids.length) {
    return invalidInput('cartLineIds', 'CART_CHANGED', 'Một số sản phẩm không còn trong giỏ hàng. Vui lòng tải lại trang và chọn lại.');
  }
  const items = rows.map((row) => ({
    request: { ...row, productId: row.product_id, hasDesign: hasDesign(row), designLink: row.img_src ?? '' },
    cartLineId: row.id,
    field: `cartLineIds[${ids.indexOf(row.id)}]`,
  }));
  return { kind: 'sources', items };
}

/** Every line priced now, on the server; the first line that cannot be ordered is the answer instead. */
async function priceLines(ctx: Context, sources: readonly Source[]): Promise<OrderLine[] | InvalidInputValue> {
  const lines: OrderLine[] = [];
  for (const source of sources) {
    const prepared = await prepareLine(ctx, source.request, { checkImage: false });
    if ('__typename' in prepared) {
      const name = await productName(ctx, source.request.productId);
      return invalidInput(`${source.field}.${prepared.field}`, prepared.code, name ? `${name}: ${prepared.message}` : prepared.message);
    }
    const { line, quote, product } = prepared;
    if (!quote) {
      const phrase = contactPhrase(await shopHotlines(ctx));
      return invalidInput(source.field, 'PRICE_ON_REQUEST', `${product.name}: sản phẩm được báo giá theo yêu cầu, vui lòng liên hệ ${phrase} để đặt.`);
    }
    lines.push({
      ...configurationColumns(line),
      unit_price: quote.unitPrice,
      line_total: quote.lineTotal,
      design_fee: quote.designFee,
      cart_line_id: source.cartLineId,
    });
  }
  return lines;
}

async function productName(ctx: Context, productId: string | number): Promise<string | null> {
  const id = Number(productId);
  return Number.isSafeInteger(id) ? ((await ctx.loaders.product.load(id))?.name ?? null) : null;
}

/** One attempt now; whatever happens, the order stays recorded and the sender takes over. */
async function sendNow(ctx: Context, orderId: string): Promise<void> {
  try {
    const result = await ctx.services.orders.sender.sendNow(orderId);
    if (result.kind === 'sent' && result.renewedToken) await renewSessionToken(ctx, result.renewedToken);
  } catch (error) {
    ctx.services.logger.error({ err: error, requestId: ctx.requestId, orderId }, 'placeOrder: first send failed');
  }
}
