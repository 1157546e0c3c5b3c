import { builder } from '../builder';
import { hasDesign } from '../cart/cart-lines';
import { shopHotlines } from '../cart/price-line';
import type { ShopOrder, ShopOrderLine } from '../db/tables';
import { placeOrder } from '../orders/place-order';
import { orderOf, ordersOf } from '../orders/order-store';
import { publicStatus, statusLabel } from '../orders/order-status';
import { reorderLines } from '../orders/reorder';
import { cartLinesOf } from '../cart/cart-lines';
import { refreshPendingToken } from '../orders/send-queue';
import { optionLabel } from '../upstream/parse-options';
import { isSignedOut, requireSession } from '../session/require-session';
import { ADDED_TO_CART, AddToCartResult, CART_FULL, CartLineInput, type CartPayloadValue } from './cart';
import { InvalidInput, NotSignedIn } from './error';
import { paymentOf, PaymentRef } from './payment';

export const ORDER_PLACED = 'Đã thêm vào đơn hàng của bạn';

const OrderStatusRef = builder.enumType('OrderStatus', {
  description: 'Whether the shop has the order yet; show Order.statusLabel to the shopper.',
  values: {
    PENDING_UPSTREAM: { description: 'Recorded by the BFF, not yet received by the shop (it keeps trying).' },
    SENT: { description: 'Received by the shop.' },
  } as const,
});

const RecipientRef = builder.objectRef<ShopOrder>('Recipient').implement({
  description: 'Who receives the order, and where.',
  fields: (t) => ({
    name: t.exposeString('recipient_name', { description: 'Recipient full name.' }),
    address: t.exposeString('recipient_address', { description: 'Delivery address.' }),
    phone: t.exposeString('recipient_phone', { description: 'Recipient phone number.' }),
    email: t.exposeString('recipient_email', { description: 'Recipient e-mail address.' }),
  }),
});

const OrderLineRef = builder.objectRef<ShopOrderLine>('OrderLine').implement({
  description: 'A line of an order, with the price quoted when it was placed (whole đồng).',
  fields: (t) => ({
    productId: t.id({ description: 'The product id.', resolve: (l) => String(l.product_id) }),
    name: t.exposeString('name', { description: 'Product name when ordered.' }),
    material: t.string({ description: "'Không có' for none.", resolve: (l) => optionLabel(l.material) }),
    effect: t.string({ description: "Effect label; 'Không có' for none.", resolve: (l) => optionLabel(l.effect) }),
    size: t.string({ description: 'Size label.', resolve: (l) => optionLabel(l.size) }),
    sides: t.string({ description: "Printed sides label, e.g. '2 mặt'; 'Không có' for none.", resolve: (l) => optionLabel(l.sides) }),
    hasDesign: t.boolean({ description: "True when the shopper had a design ('Đã có'): no design fee.", resolve: (l) => hasDesign(l) }),
    designs: t.int({ description: 'Number of different designs.', resolve: (l) => l.designs ?? 1 }),
    quantity: t.exposeInt('quantity', { description: 'Items ordered.' }),
    designLink: t.string({ description: "Link to the shopper's design image ('' when none).", resolve: (l) => l.img_src ?? '' }),
    unitPrice: t.int({ description: 'Price per item, whole đồng.', resolve: (l) => l.unit_price ?? 0 }),
    lineTotal: t.int({ description: 'unitPrice × quantity: the print cost, whole đồng.', resolve: (l) => l.line_total ?? 0 }),
    designFee: t.exposeInt('design_fee', { description: 'Design fee of the line, whole đồng (0 with own design).' }),
  }),
});

const OrderRef = builder.objectRef<ShopOrder>('Order').implement({
  description: "One of the signed-in shopper's orders, as the BFF recorded it.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Internal id; use `code` to show or look up an order.' }),
    code: t.exposeString('order_code', { description: 'Also the bank transfer message.' }),
    createdAt: t.string({ description: 'When it was placed, ISO 8601.', resolve: (o) => o.created_at.toISOString() }),
    status: t.field({ type: OrderStatusRef, description: 'Whether the shop has received it.', resolve: (o) => publicStatus(o) }),
    statusLabel: t.string({
      description: "Vietnamese status to show, e.g. 'Đã gửi tới shop — chờ shop xác nhận' or a 'please call' text with the hotlines.",
      resolve: async (o, _a, ctx) => statusLabel(o, await shopHotlines(ctx)) }),
    shopStatus: t.string({
      nullable: true,
      description: "The shop's own status for the order, when the BFF knows which shop order is this one.",
      resolve: async (o, _a, ctx) => (o.upstream_order_id ? ((await ctx.loaders.orders.upstreamRows()).get(o.upstream_order_id)?.status ?? null) : null),
    }),
    recipient: t.field({ type: RecipientRef, description: 'Who receives it.', resolve: (o) => o }),
    lines: t.field({ type: [OrderLineRef], description: 'What was ordered.', resolve: (o, _a, ctx) => ctx.loaders.orders.lines.load(o.id) }),
    total: t.int({ description: 'Print cost plus design fees.', resolve: (o) => o.total ?? 0 }),
    deposit: t.int({ description: 'The sum of the lines’ deposits.', resolve: (o) => o.deposit ?? 0 }),
    payment: t.field({ type: PaymentRef, description: 'How to pay the deposit (VietQR and transfer message).', resolve: (o, _a, ctx) => paymentOf(ctx, o) }),
  }),
});

type OrderPayloadValue = { __typename: 'OrderPayload'; order: ShopOrder; message: string };

const OrderPayloadRef = builder.objectRef<OrderPayloadValue>('OrderPayload').implement({
  description: 'The order was recorded (it may still be on its way to the shop: see Order.status).',
  isTypeOf: (value) => (value as { __typename?: unknown }).__typename === 'OrderPayload',
  fields: (t) => ({
    order: t.field({ type: OrderRef, description: 'The placed order, with its payment instructions.', resolve: (p) => p.order }),
    message: t.exposeString('message', { description: "'Đã thêm vào đơn hàng của bạn'." }),
  }),
});

const PlaceOrderResult = builder.unionType('PlaceOrderResult', {
  description: 'OrderPayload, or why not: InvalidInput (a recipient field, a line, no or too many lines, a changed cart, price on request) or NotSignedIn.',
  types: [OrderPayloadRef, InvalidInput, NotSignedIn],
});

const RecipientInput = builder.inputType('RecipientInput', {
  description: 'Who receives the order, and where.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Recipient full name.' }),
    address: t.string({ required: true, description: 'Delivery address.' }),
    phone: t.string({ required: true, description: '10 digits starting with 0.' }),
    email: t.string({ required: true, description: 'Recipient e-mail address.' }),
  }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  description: 'An order: cart lines (cartLineIds) or new lines (lines), and the recipient.',
  fields: (t) => ({
    idempotencyKey: t.string({ required: true, description: 'A UUID made by the page once per confirmation screen.' }),
    cartLineIds: t.idList({ description: 'Order these cart lines …' }),
    lines: t.field({ type: [CartLineInput], description: '… or these (order now).' }),
    recipient: t.field({ type: RecipientInput, required: true, description: 'Who receives the order.' }),
  }),
});

builder.queryFields((t) => ({
  orders: t.field({
    type: [OrderRef],
    description: "The signed-in shopper's orders, newest first; [] when signed out.",
    resolve: async (_root, _args, ctx) => {
      if (!ctx.session) return [];
      const db = ctx.services.database.db;
      await refreshPendingToken(db, ctx.session.userId, ctx.session.token);
      return ordersOf(db, ctx.session.userId);
    },
  }),
  order: t.field({
    type: OrderRef,
    nullable: true,
    description: 'One order of the signed-in shopper; null for any other code.',
    args: { code: t.arg.string({ required: true, description: 'The order code (Order.code).' }) },
    resolve: async (_root, { code }, ctx) => (ctx.session ? ((await orderOf(ctx.services.database.db, ctx.session.userId, code.trim())) ?? null) : null),
  }),
}));

builder.mutationFields((t) => ({
  placeOrder: t.field({
    type: PlaceOrderResult,
    description: 'Records the order, then sends it to the shop. Repeating the idempotency key returns the same order.',
    args: { input: t.arg({ type: PlaceOrderInput, required: true, description: 'The lines, the recipient and the idempotency key.' }) },
    resolve: async (_root, { input }, ctx) => {
      const session = requireSession(ctx);
      if (isSignedOut(session)) return session;
      const lines = input.lines?.map((line) => ({ ...line, hasDesign: line.isDesigned }));
      const outcome = await placeOrder(ctx, session, { ...input, cartLineIds: input.cartLineIds?.map(String), lines });
      if ('__typename' in outcome) return outcome;
      const payload: OrderPayloadValue = { __typename: 'OrderPayload', order: outcome.order, message: ORDER_PLACED };
      return payload;
    },
  }),
  reorder: t.field({
    type: AddToCartResult,
    description: "Puts an order's lines back in the cart at current prices.",
    args: { code: t.arg.string({ required: true, description: 'The code of one of the shopper\'s orders.' }) },
    resolve: async (_root, { code }, ctx) => {
      const session = requireSession(ctx);
      if (isSignedOut(session)) return session;
      const outcome = await reorderLines(ctx, session, code.trim());
      if ('__typename' in outcome) return outcome;
      if (outcome.kind === 'cart-full') return CART_FULL;
      const [line] = outcome.lines;
      if (!line) throw new Error('reorder added no line');
      const message = outcome.skipped > 0 ? `${ADDED_TO_CART}. Một số sản phẩm không còn bán nên không được thêm.` : ADDED_TO_CART;
      const cart = { lines: await cartLinesOf(ctx.services.database.db, session.userId) };
      const payload: CartPayloadValue = { __typename: 'CartPayload', cart, line, message };
      return payload;
    },
  }),
}));
