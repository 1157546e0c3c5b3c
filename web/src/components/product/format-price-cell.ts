const thousands = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** A price-table cell: whole đồng shown in thousands with a 'k' suffix (120000 → "120k", 1200000 → "1.200k"). */
export function formatPriceCell(price: number): string {
  return `${thousands.format(price / 1000)}k`;
}
