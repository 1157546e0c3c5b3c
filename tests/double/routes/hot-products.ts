import type { DoubleContext } from '../context';
import { emptyTable, ok } from '../http/reply';
import type { Route } from '../http/router';

export function hotProductRoutes(ctx: DoubleContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/api/hotproduct',
      handle: () => {
        const products = new Map(ctx.db.product.getAll().map((p) => [p.id, p]));
        const image = (url: string | null) => (url ? { imgSrc: url } : null);
        const rows = ctx.db.hotProduct.getAll().map(({ id, rank, productId, material, effect, size }) => {
          const product = products.get(productId);
          return {
            id,
            rank,
            material,
            effect,
            size,
            product: product
              ? { id: product.id, name: product.name, avt: image(product.avt), avt_hover: image(product.avtHover) }
              : null,
          };
        });
        return rows.length ? ok('Get hot products successfully', rows) : emptyTable('hotproduct');
      },
    },
  ];
}
