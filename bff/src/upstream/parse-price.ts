const CURRENCY_SUFFIX = /\s*(?:đồng|vnđ|vnd|đ|₫|d)\s*$/i;

/**
 * A product's price in whole đồng. Numeric strings are đồng, not thousands:
 * "19.99" → 20 (rounded). A dot or comma followed by exactly three-digit
 * groups is a thousands separator: "45.000" / "45,000" / "45.000đ" → 45000.
 * Negative, empty or unreadable values → null.
 */
export function parseProductPrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(CURRENCY_SUFFIX, '').replace(/\s+/g, '');
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text));
  if (/^\d+,\d{1,2}$/.test(text)) return Math.round(Number(text.replace(',', '.')));
  return null;
}
