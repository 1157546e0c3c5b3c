import type { DoubleContext } from '../context';
import { nextId, nowIso } from '../db';
import { fieldsOf, textField } from '../http/body';
import { signedIn } from '../http/guard';
import { listReply } from '../http/paging';
import { failure, internalError, json, ok, type Reply } from '../http/reply';
import type { DoubleRequest, Route } from '../http/router';
import type { TokenClaims } from '../http/tokens';
import { FIXED_ORDER_OWNER_ID } from '../seed/users';
import { newOrderCode, orderRow } from './order-rows';

type ItemInput = Record<string, unknown>;

function itemsOf(value: unknown): ItemInput[] {
  return Array.isArray(value) ? value.map(fieldsOf) : [];
}

const productIdOf = (item: ItemInput): number | null => {
  const id = Number(item.product ?? item.productId);
  return item.product === undefined && item.productId === undefined ? null : Number.isInteger(id) ? id : null;
};

const productIds = (ctx: DoubleContext) => new Set(ctx.db.product.getAll().map((p) => p.id));

const scalar = (value: unknown, fallback: string | number = '') => (typeof value === 'string' || typeof value === 'number' ? value : fallback);

function insertItems(ctx: DoubleContext, orderId: number, items: ItemInput[]): void {
  let id = nextId(ctx.db.orderItem.getAll());
  for (const item of items) {
    ctx.db.orderItem.create({
      id: id++,
      orderId,
      productId: productIdOf(item),
      img_src: String(scalar(item.img_src)),
      name: String(scalar(item.name)),
      sides: String(scalar(item.sides, 'non')),
      isDesigned: scalar(item.isDesigned),
      price: scalar(item.price, 0),
      quantity: scalar(item.quantity, 0),
      material: String(scalar(item.material, 'non')),
      effect: String(scalar(item.effect, 'non')),
      size: String(scalar(item.size, 'non')),
    });
  }
}

/** Deployed: owner fixed, status must be a non-zero integer, one order item per product across all orders. */
function createDeployed(ctx: DoubleContext, body: Record<string, unknown>, items: ItemInput[]): Reply {
  const status = body.status;
  if (typeof status === 'string') return internalError(`invalid input syntax for type integer: "${status}"`);
  if (typeof status !== 'number' || !Number.isInteger(status) || status === 0) {
    return internalError('notNull Violation: order.status cannot be null');
  }
  const order = createOrder(ctx, body, FIXED_ORDER_OWNER_ID, status);
  const taken = new Set(ctx.db.orderItem.getAll().map((item) => item.productId).filter((id) => id !== null));
  const products = productIds(ctx);
  for (const item of items) {
    const productId = productIdOf(item);
    if (productId === null) continue;
    if (!products.has(productId)) {
      return internalError('insert or update on table "order_items" violates foreign key constraint "order_items_productId_fkey"');
    }
    if (taken.has(productId)) return internalError('duplicate key value violates unique constraint "order_items_productId_key"');
    taken.add(productId);
  }
  insertItems(ctx, order.id, items);
  return json(200, { err: 0, mes: 'Order created successfully' });
}

function createOrder(ctx: DoubleContext, body: Record<string, unknown>, userId: number, status: number | string) {
  const now = nowIso();
  return ctx.db.order.create({
    id: nextId(ctx.db.order.getAll()),
    orderCode: newOrderCode(),
    userId,
    nameReceive: textField(body, 'nameReceive') ?? textField(body, 'nameRecieve') ?? '',
    address: textField(body, 'address') ?? '',
    phone: textField(body, 'phone') ?? '',
    status,
    createdAt: now,
    updatedAt: now,
  });
}

function placeOrder(ctx: DoubleContext, req: DoubleRequest, user: TokenClaims): Reply {
  const body = fieldsOf(req.body);
  const items = itemsOf(body.items);
  if (ctx.mode === 'deployed') return createDeployed(ctx, body, items);
  const name = textField(body, 'nameReceive') ?? textField(body, 'nameRecieve');
  if (!name || !textField(body, 'address') || !textField(body, 'phone') || items.length === 0 || items.some((item) => productIdOf(item) === null)) {
    return failure(400, 'Missing required fields');
  }
  const products = productIds(ctx);
  if (items.some((item) => !products.has(productIdOf(item) ?? -1))) return failure(404, 'Product not found');
  const status = typeof body.status === 'number' || typeof body.status === 'string' ? body.status : 1;
  const order = createOrder(ctx, body, user.userId, status);
  insertItems(ctx, order.id, items);
  return ok('Order created successfully', orderRow(order, ctx.mode, ctx.db.orderItem.findMany({ where: { orderId: { equals: order.id } } })));
}

function getOrder(ctx: DoubleContext, req: DoubleRequest, user: TokenClaims): Reply {
  const order = ctx.db.order.findFirst({ where: { id: { equals: Number(req.params.id) } } });
  const isAdmin = ctx.db.user.findFirst({ where: { id: { equals: user.userId } } })?.role === 'admin';
  const visible = order && (ctx.mode === 'deployed' || isAdmin || order.userId === user.userId);
  if (!order || !visible) return failure(404, 'Order not found');
  const items = ctx.db.orderItem.findMany({ where: { orderId: { equals: order.id } } });
  return ok('Get order successfully', orderRow(order, ctx.mode, items));
}

export function orderRoutes(ctx: DoubleContext): Route[] {
  return [
    {
      // No auth check at all: everyone's orders, to anyone.
      method: 'GET',
      pattern: '/api/order',
      handle: (req) => {
        const items = ctx.db.orderItem.getAll();
        const rows = ctx.db.order.getAll().map((order) =>
          ctx.mode === 'deployed' ? orderRow(order, ctx.mode) : orderRow(order, ctx.mode, items.filter((item) => item.orderId === order.id)),
        );
        return listReply(rows, req.query, { emptyName: 'prices', mes: 'Get orders successfully' });
      },
    },
    { method: 'GET', pattern: '/api/order/:id', handle: signedIn(ctx.tokens, (req, user) => getOrder(ctx, req, user)) },
    { method: 'POST', pattern: '/api/order', handle: signedIn(ctx.tokens, (req, user) => placeOrder(ctx, req, user)) },
  ];
}
