import type { DoubleContext } from '../context';
import { listReply } from '../http/paging';
import { failure, internalError, ok, type Reply } from '../http/reply';
import type { DoubleRequest, Route } from '../http/router';
import { queryProducts } from './product-query';
import { PRODUCT_COLUMNS, columnValue, productRow, type ProductEntity } from './product-row';

function listProducts(ctx: DoubleContext, req: DoubleRequest): Reply {
  const result = queryProducts(ctx.db.product.getAll(), req.query, ctx.mode);
  if ('error' in result) return result.error;
  const only = req.query.only;
  if (only && !PRODUCT_COLUMNS.has(only)) {
    return ctx.mode === 'deployed' ? internalError(`column "${only}" does not exist`) : failure(400, `Invalid field: ${only}`);
  }
  const rows = only ? result.rows.map((p) => ({ [only]: columnValue(p, only) ?? null })) : result.rows.map(productRow);
  return listReply(rows, req.query, {
    emptyName: 'product',
    mes: 'Get products successfully',
    crashWhenPaged: ctx.mode === 'deployed',
  });
}

function countView(ctx: DoubleContext, id: number): ProductEntity | null {
  return ctx.db.product.update({ where: { id: { equals: id } }, data: { seen: (seen) => seen + 1 } });
}

export function productRoutes(ctx: DoubleContext): Route[] {
  // Deployed: the lookup loses its id condition, so Postgres hands back the first row
  // of the heap; updating `seen` moves that row to the end, so each call gets another one.
  let heap: number[] = [];

  function deployedProduct(): Reply {
    if (heap.length === 0) heap = ctx.db.product.getAll().map((p) => p.id);
    const id = heap.shift();
    if (id === undefined) return ok('Get product successfully', null);
    heap.push(id);
    const product = countView(ctx, id);
    return ok('Get product successfully', product ? productRow(product) : null);
  }

  return [
    { method: 'GET', pattern: '/api/product', handle: (req) => listProducts(ctx, req) },
    {
      method: 'GET',
      pattern: '/api/product/:id',
      handle: (req) => {
        if (ctx.mode === 'deployed') return deployedProduct();
        const product = countView(ctx, Number(req.params.id));
        return product ? ok('Get product successfully', productRow(product)) : failure(404, 'Product not found');
      },
    },
  ];
}
