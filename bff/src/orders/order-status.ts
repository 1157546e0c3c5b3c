import type { ShopOrder } from '../db/tables';
import { contactPhrase } from '../cart/price-line';

/** What the shopper is told: only two states, whether the shop has the order or not yet. */
export function publicStatus(order: Pick<ShopOrder, 'status'>): 'SENT' | 'PENDING_UPSTREAM' {
  return order.status === 'sent' ? 'SENT' : 'PENDING_UPSTREAM';
}

export function statusLabel(order: Pick<ShopOrder, 'status' | 'last_error'>, hotlines: readonly string[]): string {
  if (order.status === 'sent') return 'Đã gửi tới shop — chờ shop xác nhận';
  const phrase = contactPhrase(hotlines);
  if (order.status === 'failed') return `Shop chưa nhận được đơn này — vui lòng gọi ${phrase} để shop xử lý.`;
  if (order.last_error === null) return 'Đang gửi tới shop';
  return `Chưa gửi được tới shop — hệ thống sẽ tự gửi lại; cần gấp, vui lòng gọi ${phrase}.`;
}
