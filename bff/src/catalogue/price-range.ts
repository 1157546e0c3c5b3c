import type { PriceTable } from '../domain/catalogue';

/**
 * Lowest and highest price per item over the tables; null when none has a price.
 * A cell is the price of its tier's whole quantity, so the per-item price is the
 * cell divided by that quantity, rounded up as the quote does.
 */
export function priceRange(tables: readonly PriceTable[]): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const table of tables) {
    if (table.onRequest) continue;
    for (const row of table.rows) {
      for (const price of row.prices) {
        if (price === null) continue;
        const perItem = Math.ceil(price / row.quantity);
        min = Math.min(min, perItem);
        max = Math.max(max, perItem);
      }
    }
  }
  return min === Infinity ? null : { min, max };
}
