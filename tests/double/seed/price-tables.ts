/**
 * Price tables in the v1 string form: rows split by ';', cells by ','; first
 * cell the quantity, then 1 side any designs, 1 side ≤ lim1, 2 sides any,
 * 2 sides ≤ lim2, in thousands of đồng. One table per (product, size) with the
 * product's first material.
 */
import { optionList } from './option-list';

export interface SeedPriceTable {
  id: number;
  productId: number;
  size: string;
  material: string;
  lim1: string;
  lim2: string;
  value: string | number | null;
}

export interface PricedProduct {
  id: number;
  price: number | string;
  sides: string;
  size: string;
  material?: string;
  marterial?: string;
}

/** Tables whose value is not a price grid: on request, missing, or the v2 plain number. */
const SPECIAL_VALUES: Record<string, string | number | null> = {
  '100009|A4': 'Liên hệ',
  '100019|80x180': 'Liên hệ',
  '100008|A4': null,
  '100014|A3': '',
  '100015|40x60': 150000,
};

const DISCOUNTS = [1, 0.85, 0.75, 0.6];
const LIMITS: [string, string][] = [['1 mẫu', '2 mẫu'], ['2 mẫu', '4 mẫu'], ['3 mẫu', '5 mẫu']];

function priceGrid(product: PricedProduct, sizeIndex: number): string {
  const price = Number(product.price) || 10000;
  const bulky = price >= 80000;
  const quantities = bulky ? [1, 5, 10, 50] : [50, 100, 200, 500];
  const unitK = bulky ? price / 1000 : price / 10000;
  const twoSided = /2/.test(product.sides);
  const thinLastRow = (product.id + sizeIndex) % 3 === 0;
  return quantities
    .map((quantity, row) => {
      const base = Math.round(quantity * unitK * (DISCOUNTS[row] ?? 1) * (1 + sizeIndex * 0.2));
      const cells = [base, Math.round(base * 0.85), twoSided ? Math.round(base * 1.35) : '', twoSided ? Math.round(base * 1.15) : ''];
      if (thinLastRow && row === quantities.length - 1) {
        cells[0] = '';
        cells[2] = '';
      }
      return [quantity, ...cells].join(',');
    })
    .join(';');
}

export function priceTablesFor(product: PricedProduct, firstId: number): SeedPriceTable[] {
  const material = optionList(product.material ?? product.marterial)[0] ?? '';
  return optionList(product.size).map((size, sizeIndex) => {
    const key = `${product.id}|${size}`;
    const [lim1, lim2] = LIMITS[(product.id + sizeIndex) % LIMITS.length] ?? ['1 mẫu', '2 mẫu'];
    return {
      id: firstId + sizeIndex,
      productId: product.id,
      size,
      material,
      lim1,
      lim2,
      value: key in SPECIAL_VALUES ? (SPECIAL_VALUES[key] ?? null) : priceGrid(product, sizeIndex),
    };
  });
}

export function buildPriceTables(products: PricedProduct[], firstId = 1): SeedPriceTable[] {
  const tables: SeedPriceTable[] = [];
  for (const product of products) tables.push(...priceTablesFor(product, firstId + tables.length));
  return tables;
}
