import type { PriceColumn, PriceRow, PriceTable, Product } from '../domain/catalogue';
import { checkQuoteRequest, type QuoteRequest } from './quote-request';

export interface QuoteSettings {
  /** Whole đồng per design, charged when the shopper has no design yet. */
  designFeePerDesign: number;
}

export interface Quote {
  productId: number;
  quantity: number;
  /** The quantity of the tier applied (the price table row). */
  tierQuantity: number;
  column: PriceColumn;
  /** Whole đồng. */
  unitPrice: number;
  /** unitPrice × quantity: the print cost. */
  lineTotal: number;
  designFee: number;
  /** 50% of the print cost (rounded up) plus 100% of the design fee. */
  deposit: number;
  options: QuoteOptions;
}

/** The options as the product spells them ('non' where the product offers none). */
export interface QuoteOptions {
  material: string;
  effect: string;
  size: string;
  sides: string;
}

export type QuoteOutcome =
  | { kind: 'quote'; quote: Quote }
  | { kind: 'on-request'; productId: number; options: QuoteOptions }
  | { kind: 'invalid'; field: string; code: string; message: string };

/**
 * Prices one configuration from the product's price tables (SHOP terms in
 * SPEC §1). A cell is the price, in whole đồng, of the tier's quantity: the
 * unit price is the cell divided by that quantity, rounded up to whole đồng.
 */
export function quoteLine(
  product: Product,
  tables: readonly PriceTable[],
  request: QuoteRequest,
  settings: QuoteSettings,
): QuoteOutcome {
  const checked = checkQuoteRequest(product, request);
  if (checked.kind === 'invalid') return checked;
  const { options, sides, designs, quantity } = checked;

  const table = pickTable(tables, options.size, options.material);
  if (!table || table.onRequest || table.rows.length === 0) return { kind: 'on-request', productId: product.id, options };

  const row = tierFor(table.rows, quantity);
  const chosen = pickColumn(table.columns, row, sides, designs);
  if (chosen.kind === 'invalid') return chosen;

  const unitPrice = Math.ceil(chosen.cell / row.quantity);
  const lineTotal = unitPrice * quantity;
  const designFee = request.hasDesign ? 0 : designs * settings.designFeePerDesign;
  return {
    kind: 'quote',
    quote: {
      productId: product.id,
      quantity,
      tierQuantity: row.quantity,
      column: chosen.column,
      unitPrice,
      lineTotal,
      designFee,
      deposit: depositFor(lineTotal, designFee),
      options,
    },
  };
}

/** SPEC §1: 50% of the print cost, rounded up to whole đồng, plus the whole design fee. */
export function depositFor(printCost: number, designFee: number): number {
  return Math.ceil(printCost / 2) + designFee;
}

/** The row with the largest quantity not above the requested one; below the first tier, the first. */
export function tierFor(rows: readonly PriceRow[], quantity: number): PriceRow {
  const sorted = [...rows].sort((a, b) => a.quantity - b.quantity);
  let tier = sorted[0];
  for (const row of sorted) if (row.quantity <= quantity) tier = row;
  if (!tier) throw new Error('tierFor needs at least one row');
  return tier;
}

/** The table of that size and material; a size priced for another material only uses that one's table. */
function pickTable(tables: readonly PriceTable[], size: string, material: string): PriceTable | undefined {
  const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.toLowerCase();
  const ofSize = tables.filter((t) => same(t.size, size));
  return ofSize.find((t) => same(t.material, material)) ?? ofSize[0];
}

type ColumnChoice =
  | { kind: 'column'; column: PriceColumn; cell: number }
  | { kind: 'invalid'; field: string; code: string; message: string };

/**
 * For the printed sides: the limited-designs column when the designs fit its
 * limit and it has a price, else the any-number column.
 */
function pickColumn(columns: readonly PriceColumn[], row: PriceRow, sides: 1 | 2, designs: number): ColumnChoice {
  const cellAt = (column: PriceColumn) => row.prices[columns.indexOf(column)] ?? null;
  const ofSides = columns.filter((c) => c.sides === sides);
  const limited = ofSides.find((c) => c.designLimit !== null && designs <= designLimitNumber(c.designLimit));
  const limitedCell = limited ? cellAt(limited) : null;
  if (limited && limitedCell !== null) return { kind: 'column', column: limited, cell: limitedCell };

  const open = ofSides.find((c) => c.designLimit === null);
  const openCell = open ? cellAt(open) : null;
  if (open && openCell !== null) return { kind: 'column', column: open, cell: openCell };

  const limitedOnly = ofSides.find((c) => c.designLimit !== null && cellAt(c) !== null);
  if (limitedOnly?.designLimit) {
    return {
      kind: 'invalid',
      field: 'designs',
      code: 'DESIGNS_OVER_LIMIT',
      message: `Với số lượng này, shop chỉ nhận in ${sides} mặt tối đa ${limitedOnly.designLimit}. Vui lòng giảm số mẫu thiết kế hoặc liên hệ shop.`,
    };
  }
  return {
    kind: 'invalid',
    field: 'sides',
    code: 'NO_PRICE_FOR_SIDES',
    message: `Shop không có giá in ${sides} mặt cho số lượng này. Vui lòng chọn số mặt in khác hoặc liên hệ shop.`,
  };
}

/** "2 mẫu" → 2; a limit without a number allows one design. */
function designLimitNumber(limit: string): number {
  const match = /\d+/.exec(limit);
  return match ? Number(match[0]) : 1;
}
