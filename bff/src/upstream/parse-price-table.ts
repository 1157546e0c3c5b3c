import type { PriceColumn, PriceRow } from '../domain/catalogue';
import { foldVietnamese } from './category-slug';

export type PriceValue = { onRequest: true } | { onRequest: false; rows: PriceRow[] };

/** Cells after the quantity: 1 side any designs, 1 side ≤ lim1, 2 sides any, 2 sides ≤ lim2. */
export const PRICE_COLUMN_COUNT = 4;

const ON_REQUEST: PriceValue = { onRequest: true };
const PRICE_CELL = /^\d+(\.\d+)?$/;

/**
 * A price-table `value`. v1: "50,120,100,150,130;100,200,…" (rows by ';', cells
 * by ','; quantity first, then prices in thousands of đồng). v2: one number,
 * the unit price for quantity 1, '1 side, any designs': whole đồng like the
 * product price, or thousands when below 1000 (no print costs under 1000 đ).
 * 'Liên hệ', empty, null, or nothing readable → price on request.
 */
export function parsePriceValue(value: unknown): PriceValue {
  if (typeof value === 'number') return singlePrice(value);
  if (typeof value !== 'string') return ON_REQUEST;
  const text = value.trim();
  if (text === '' || isContactWord(text)) return ON_REQUEST;
  if (PRICE_CELL.test(text)) return singlePrice(Number(text));

  const byQuantity = new Map<number, PriceRow>();
  for (const line of text.split(';')) {
    const row = parseRow(line);
    // The first row for a quantity wins: a repeated tier is a data-entry slip.
    if (row && !byQuantity.has(row.quantity)) byQuantity.set(row.quantity, row);
  }
  const rows = [...byQuantity.values()].sort((a, b) => a.quantity - b.quantity);
  return rows.length === 0 ? ON_REQUEST : { onRequest: false, rows };
}

/** The four fixed columns; a bare number as a limit reads "<n> mẫu". */
export function priceColumns(lim1: unknown, lim2: unknown): PriceColumn[] {
  return [
    { sides: 1, designLimit: null },
    { sides: 1, designLimit: designLimit(lim1) },
    { sides: 2, designLimit: null },
    { sides: 2, designLimit: designLimit(lim2) },
  ];
}

/** SPEC's display of a price in thousands: 120000 → "120k", 1200000 → "1.200k", null → "Không có". */
export function formatThousands(dong: number | null): string {
  if (dong === null || !Number.isFinite(dong)) return 'Không có';
  return `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 }).format(dong / 1000)}k`;
}

function singlePrice(value: number): PriceValue {
  const price = Number.isFinite(value) && value >= 1000 ? Math.round(value) : toDong(value);
  if (price === null || price === 0) return ON_REQUEST;
  return { onRequest: false, rows: [{ quantity: 1, prices: [price, null, null, null] }] };
}

function parseRow(line: string): PriceRow | null {
  const [first, ...cells] = line.split(',').map((cell) => cell.trim());
  if (!first || !/^\d+$/.test(first)) return null;
  const quantity = Number(first);
  if (quantity <= 0 || !Number.isSafeInteger(quantity)) return null;
  const prices = Array.from({ length: PRICE_COLUMN_COUNT }, (_, i) => parseCell(cells[i]));
  return prices.some((price) => price !== null) ? { quantity, prices } : null;
}

/** An empty, unreadable or zero cell is a combination the shop does not offer. */
function parseCell(cell: string | undefined): number | null {
  const text = cell?.replace(/k$/i, '').trim();
  const price = text && PRICE_CELL.test(text) ? toDong(Number(text)) : null;
  return price === 0 ? null : price;
}

function toDong(thousands: number): number | null {
  return Number.isFinite(thousands) && thousands >= 0 ? Math.round(thousands * 1000) : null;
}

function isContactWord(text: string): boolean {
  return foldVietnamese(text).replace(/[^a-z]/g, '') === 'lienhe';
}

function designLimit(limit: unknown): string | null {
  const text = typeof limit === 'number' ? String(limit) : typeof limit === 'string' ? limit.replace(/\s+/g, ' ').trim() : '';
  if (text === '') return null;
  return /^\d+$/.test(text) ? `${text} mẫu` : text;
}
