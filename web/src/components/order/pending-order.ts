/**
 * What the shopper chose to order, carried from the cart or the product page to
 * the confirmation screen in sessionStorage: it survives a reload or a detour
 * through /login, and holds nothing secret (the BFF prices and checks it again).
 */

export interface PendingLine {
  productId: string;
  /** For display only; the BFF takes the name from its catalogue. */
  name: string;
  material: string | null;
  effect: string | null;
  size: string;
  sides: string | null;
  isDesigned: boolean;
  designs: number;
  quantity: number;
  designLink: string;
}

export type PendingOrder = { kind: 'cart'; cartLineIds: string[] } | { kind: 'now'; line: PendingLine };

export const PENDING_ORDER_KEY = 'shop.pendingOrder';

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

function readLine(value: unknown): PendingLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  const ok =
    isString(line.productId) &&
    isString(line.name) &&
    isNullableString(line.material) &&
    isNullableString(line.effect) &&
    isString(line.size) &&
    isNullableString(line.sides) &&
    typeof line.isDesigned === 'boolean' &&
    isCount(line.designs) &&
    isCount(line.quantity) &&
    isString(line.designLink);
  return ok ? (line as unknown as PendingLine) : null;
}

/** The stored choice, or null when there is none or it is not one this app wrote. */
export function parsePendingOrder(text: string | null): PendingOrder | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.kind === 'cart') {
    const ids = record.cartLineIds;
    return Array.isArray(ids) && ids.length > 0 && ids.every(isString) ? { kind: 'cart', cartLineIds: [...ids] } : null;
  }
  if (record.kind === 'now') {
    const line = readLine(record.line);
    return line ? { kind: 'now', line } : null;
  }
  return null;
}

export function readPendingOrder(storage: Pick<Storage, 'getItem'>): PendingOrder | null {
  return parsePendingOrder(storage.getItem(PENDING_ORDER_KEY));
}

export function writePendingOrder(storage: Pick<Storage, 'setItem'>, order: PendingOrder): void {
  storage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
}

export function clearPendingOrder(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(PENDING_ORDER_KEY);
}
