import { builder } from '../builder';
import type { PriceColumn, PriceRow, PriceTable } from '../domain/catalogue';

export const PriceColumnRef = builder.objectRef<PriceColumn>('PriceColumn').implement({
  description: 'One column of a price table: printed sides, and the design limit (null = any number of designs).',
  fields: (t) => ({
    sides: t.exposeInt('sides', { description: 'Printed sides: 1 or 2.' }),
    designLimit: t.exposeString('designLimit', {
      nullable: true,
      description: "The lim1/lim2 text (e.g. '1 mẫu') when the column is for a limited number of designs.",
    }),
    label: t.string({
      description: "Vietnamese header, e.g. '1 mặt' or '2 mặt (2 mẫu)'.",
      resolve: (c) => `${c.sides} mặt${c.designLimit ? ` (${c.designLimit})` : ''}`,
    }),
  }),
});

const PriceRowRef = builder.objectRef<PriceRow>('PriceRow').implement({
  description: 'One quantity tier.',
  fields: (t) => ({
    quantity: t.exposeInt('quantity', { description: 'The tier applies from this quantity up.' }),
    prices: t.field({
      type: ['Int'],
      nullable: { list: false, items: true },
      description: "Price in whole đồng of the tier's whole quantity, per column in column order; null where the shop offers none ('Không có').",
      resolve: (r) => r.prices,
    }),
  }),
});

export const PriceTableRef = builder.objectRef<PriceTable>('PriceTable').implement({
  description: 'Quantity-tiered prices for one (product, size, material).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The upstream price-list id.' }),
    size: t.exposeString('size', { description: 'The size this table prices, as in the product options.' }),
    material: t.exposeString('material', { description: 'The material this table prices.' }),
    onRequest: t.exposeBoolean('onRequest', {
      description: "True when the price is given on request ('Liên hệ'): show the hotlines instead of numbers.",
    }),
    columns: t.field({ type: [PriceColumnRef], description: 'Column headers: 1 side any designs, 1 side ≤ lim1, 2 sides any, 2 sides ≤ lim2.', resolve: (p) => p.columns }),
    rows: t.field({ type: [PriceRowRef], description: 'Tiers, by quantity ascending.', resolve: (p) => p.rows }),
  }),
});
