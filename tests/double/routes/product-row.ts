import type { ShopDb } from '../db';

export type ProductEntity = ReturnType<ShopDb['product']['getAll']>[number];

const image = (url: string | null) => (url ? { imgSrc: url } : null);

/** A product as the backend sends it. Rows without rich text have no description/option_des/order_notify keys at all. */
export function productRow(p: ProductEntity): Record<string, unknown> {
  const row: Record<string, unknown> = {
    id: p.id,
    name: p.name,
    name2: p.name2,
    price: p.price,
    category: p.category,
  };
  if (p.material !== null) row.material = p.material;
  if (p.marterial !== null) row.marterial = p.marterial;
  Object.assign(row, {
    sides: p.sides,
    effect: p.effect,
    size: p.size,
    color: p.color,
    colorsys: p.colorsys,
    pritech: p.pritech,
    cut: p.cut,
    time: p.time,
    video: p.video,
    imgs: p.imgs.map((url) => ({ imgSrc: url })),
    seen: p.seen,
    quantity: p.quantity,
    status: p.status,
    avt: image(p.avt),
    avt_hover: image(p.avtHover),
  });
  if (p.description !== null) row.description = JSON.parse(p.description);
  if (p.optionDes !== null) row.option_des = JSON.parse(p.optionDes);
  if (p.orderNotify !== null) row.order_notify = JSON.parse(p.orderNotify);
  row.createdAt = p.createdAt;
  row.updatedAt = p.updatedAt;
  return row;
}

/** Columns that filter, sort, search and `only` may name. */
export const PRODUCT_COLUMNS = new Set([
  'id', 'name', 'name2', 'price', 'category', 'material', 'marterial', 'sides', 'effect', 'size', 'color',
  'colorsys', 'pritech', 'cut', 'time', 'video', 'seen', 'quantity', 'status', 'createdAt', 'updatedAt',
]);

export function columnValue(p: ProductEntity, column: string): unknown {
  return (p as unknown as Record<string, unknown>)[column];
}
