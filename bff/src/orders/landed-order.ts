import type { ShopOrder, ShopOrderLine } from '../db/tables';
import type { UpstreamOrderItem, UpstreamOrderRow } from './upstream-orders';

/** How far before our first send an upstream `createdAt` may fall (clocks differ). */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * The upstream rows that may be our order: our code echoed back, or the same
 * recipient, address and phone, created since our first send, and not
 * already matched to another of our orders. Items are compared afterwards
 * (the known deployment's list carries none).
 */
export function candidateRows(
  rows: readonly UpstreamOrderRow[],
  order: ShopOrder,
  takenIds: ReadonlySet<string>,
): UpstreamOrderRow[] {
  const echoed = rows.filter((row) => row.orderCode === order.order_code);
  if (echoed.length > 0) return echoed;
  const since = (order.first_attempt_at ?? order.created_at).getTime() - CLOCK_SKEW_MS;
  return rows
    .filter(
      (row) =>
        !takenIds.has(row.id) &&
        same(row.recipient, order.recipient_name) &&
        same(row.address, order.recipient_address) &&
        same(row.phone, order.recipient_phone) &&
        row.createdAt !== null &&
        row.createdAt.getTime() >= since,
    )
    .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
}

/**
 * Whether an upstream order holds exactly our lines (by name, quantity and
 * size). An order without items is the empty shell a refused send leaves
 * behind in the known deployment: not ours.
 */
export function itemsMatch(items: readonly UpstreamOrderItem[], lines: readonly ShopOrderLine[]): boolean {
  if (items.length === 0 || items.length !== lines.length) return false;
  const key = (name: string, quantity: string | number, size: string | null) => `${fold(name)}|${quantity}|${fold(size ?? 'non')}`;
  const wanted = lines.map((line) => key(line.name, line.quantity, line.size)).sort();
  const found = items.map((item) => key(item.name, item.quantity, item.size)).sort();
  return wanted.every((value, i) => value === found[i]);
}

function same(a: string, b: string): boolean {
  return fold(a) === fold(b);
}

function fold(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}
