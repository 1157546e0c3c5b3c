import type { PriceTable } from '../domain/catalogue';

/** Lowest and highest unit price over the tables; null when none has a price. */
export function priceRange(tables: readonly PriceTable[]): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const table of tables) {
    if (table.onRequest) continue;
    for (const row of table.rows) {
      for (const price of row.prices) {
        if (price === null) continue;
        min = Math.min(min, price);
        max = Math.max(max, price);
      }
    }
  }
  return min === Infinity ? null : { min, max };
}
