import type { ShopDb } from '../db';
import type { DoubleMode } from '../mode';

type OrderEntity = ReturnType<ShopDb['order']['getAll']>[number];
type OrderItemEntity = ReturnType<ShopDb['orderItem']['getAll']>[number];

export function itemRow(item: OrderItemEntity, mode: DoubleMode) {
  const { id, orderId, productId, img_src, name, sides, isDesigned, price, quantity, material, effect, size } = item;
  const line = { img_src, name, sides, isDesigned, price, quantity, material, effect, size };
  return mode === 'contract' ? { id, orderId, product: productId, ...line } : { id, orderId, ...line };
}

/** Deployed rows spell the receiver `nameRecieve` and carry no owner and no items. */
export function orderRow(order: OrderEntity, mode: DoubleMode, items?: OrderItemEntity[]) {
  const { id, orderCode, userId, nameReceive, address, phone, status, createdAt, updatedAt } = order;
  if (mode === 'deployed') {
    const row = { id, orderCode, nameRecieve: nameReceive, address, phone, status, createdAt, updatedAt };
    return items ? { ...row, items: items.map((item) => itemRow(item, mode)) } : row;
  }
  return { id, orderCode, userId, nameReceive, address, phone, status, createdAt, updatedAt, items: (items ?? []).map((item) => itemRow(item, mode)) };
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Six random characters A–Z0–9, then the millisecond timestamp. */
export function newOrderCode(now = Date.now()): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
  return `${code}${now}`;
}
