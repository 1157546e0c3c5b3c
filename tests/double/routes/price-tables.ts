import type { DoubleContext } from '../context';
import type { ShopDb } from '../db';
import { listReply } from '../http/paging';
import { failure, ok } from '../http/reply';
import type { Route } from '../http/router';

type PriceTableEntity = ReturnType<ShopDb['priceTable']['getAll']>[number];

function tableRow({ id, productId, size, material, lim1, lim2, value }: PriceTableEntity) {
  return { id, product: { id: productId }, size, material, lim1, lim2, value };
}

export function priceTableRoutes(ctx: DoubleContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/api/pricelist',
      handle: (req) =>
        listReply(ctx.db.priceTable.getAll().map(tableRow), req.query, { emptyName: 'prices', mes: 'Get price lists successfully' }),
    },
    {
      method: 'GET',
      pattern: '/api/pricelist/:id',
      handle: (req) => {
        const table = ctx.db.priceTable.findFirst({ where: { id: { equals: Number(req.params.id) } } });
        if (!table) return failure(404, 'Price list not found');
        const { id, size, material, lim1, lim2, value } = table;
        return ok('Get price list successfully', { id, size, material, lim1, lim2, value });
      },
    },
  ];
}
