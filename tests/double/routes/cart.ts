import type { DoubleContext } from '../context';
import { nextId, nowIso, type ShopDb } from '../db';
import { fieldsOf } from '../http/body';
import { signedIn } from '../http/guard';
import { listReply } from '../http/paging';
import { failure, internalError, json, ok, type Reply } from '../http/reply';
import type { DoubleRequest, Route } from '../http/router';
import type { TokenClaims } from '../http/tokens';

type CartEntity = ReturnType<ShopDb['cartItem']['getAll']>[number];

const FIELDS = ['name', 'sides', 'price', 'img_src', 'isDesigned', 'quantity', 'material', 'effect', 'size', 'productId'] as const;
const CART_PAGE_SIZE = 20;

function cartRow(row: CartEntity, withOwner: boolean) {
  const { id, userId, productId, name, sides, price, img_src, isDesigned, quantity, material, effect, size, createdAt, updatedAt } = row;
  const line = { name, sides, price, img_src, isDesigned, quantity, material, effect, size, createdAt, updatedAt };
  return withOwner ? { id, userId, productId, ...line } : { id, ...line };
}

const asText = (value: unknown, fallback: string | number = ''): string | number => (typeof value === 'string' || typeof value === 'number' ? value : fallback);

async function addToCart(ctx: DoubleContext, req: DoubleRequest, user: TokenClaims): Promise<Reply> {
  const body = fieldsOf(req.body);
  const productId = Number(body.productId);
  const deployed = ctx.mode === 'deployed';
  if (deployed ? FIELDS.some((field) => !body[field]) : !body.name || !Number.isInteger(productId) || !(Number(body.quantity) > 0)) {
    return failure(400, 'Missing required fields');
  }
  const product = ctx.db.product.findFirst({ where: { id: { equals: productId } } });
  if (!product) {
    return deployed
      ? internalError('insert or update on table "carts" violates foreign key constraint "carts_productId_fkey"')
      : failure(404, 'Product not found');
  }
  if (deployed && ctx.db.cartItem.findFirst({ where: { productId: { equals: productId } } })) {
    return internalError('duplicate key value violates unique constraint "carts_productId_key"');
  }
  const now = nowIso();
  const row = ctx.db.cartItem.create({
    id: nextId(ctx.db.cartItem.getAll()),
    userId: user.userId,
    productId,
    name: String(body.name),
    sides: String(asText(body.sides, 'non')),
    price: asText(body.price, 0),
    img_src: String(asText(body.img_src)),
    isDesigned: asText(body.isDesigned),
    quantity: asText(body.quantity, 0),
    material: String(asText(body.material, 'non')),
    effect: String(asText(body.effect, 'non')),
    size: String(asText(body.size, 'non')),
    createdAt: now,
    updatedAt: now,
  });
  return deployed
    ? json(200, { err: 0, mes: 'Cart created successfully' })
    : ok('Cart created successfully', cartRow(row, true));
}

function deleteFromCart(ctx: DoubleContext, req: DoubleRequest, user: TokenClaims): Reply {
  const id = Number(req.params.id);
  // Deployed: no ownership check.
  const where = ctx.mode === 'deployed' ? { id: { equals: id } } : { id: { equals: id }, userId: { equals: user.userId } };
  const deleted = ctx.db.cartItem.delete({ where });
  return deleted ? json(200, { err: 0, mes: 'Cart deleted successfully' }) : failure(404, 'Cart not found');
}

export function cartRoutes(ctx: DoubleContext): Route[] {
  const withOwner = ctx.mode === 'contract';
  return [
    {
      method: 'GET',
      pattern: '/api/cart',
      handle: signedIn(ctx.tokens, (req, user) => {
        const rows = ctx.db.cartItem.findMany({ where: { userId: { equals: user.userId } } }).map((row) => cartRow(row, withOwner));
        return listReply(rows, req.query, { emptyName: 'prices', mes: 'Get carts successfully', defaultPageSize: CART_PAGE_SIZE });
      }),
    },
    { method: 'POST', pattern: '/api/cart', handle: signedIn(ctx.tokens, (req, user) => addToCart(ctx, req, user)) },
    { method: 'DELETE', pattern: '/api/cart/:id', handle: signedIn(ctx.tokens, (req, user) => deleteFromCart(ctx, req, user)) },
  ];
}
