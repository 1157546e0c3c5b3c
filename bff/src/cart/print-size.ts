export interface PrintSize {
  /** Centimetres, longer side first. */
  longCm: number;
  shortCm: number;
  /** How the shopper reads it: "5.4x8.6 cm" or "A4". */
  label: string;
}

const ISO_A_MM: Record<string, [number, number]> = {
  A0: [1189, 841],
  A1: [841, 594],
  A2: [594, 420],
  A3: [420, 297],
  A4: [297, 210],
  A5: [210, 148],
  A6: [148, 105],
  A7: [105, 74],
};

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const TWO_SIDES = new RegExp(String.raw`^${NUMBER}\s*[x×*]\s*${NUMBER}\s*(cm|mm)?$`, 'i');

/**
 * A size option as a print size: "5.4x8.6" and "60x160" are centimetres (the
 * shop's unit), "40x60 mm" millimetres, "A4" the ISO paper size. Anything
 * else ("10cm", "non") has no two known sides: null.
 */
export function parsePrintSize(option: string): PrintSize | null {
  const text = option.replace(/\s+/g, ' ').trim();
  const iso = ISO_A_MM[text.toUpperCase()];
  if (iso) return { longCm: iso[0] / 10, shortCm: iso[1] / 10, label: text.toUpperCase() };

  const match = TWO_SIDES.exec(text);
  if (!match) return null;
  const scale = match[3]?.toLowerCase() === 'mm' ? 0.1 : 1;
  const a = Number(match[1]?.replace(',', '.')) * scale;
  const b = Number(match[2]?.replace(',', '.')) * scale;
  if (!(a > 0 && b > 0)) return null;
  const label = match[3] ? text : `${text} cm`;
  return { longCm: Math.max(a, b), shortCm: Math.min(a, b), label };
}

/** Dots per inch an image of this many pixels reaches at this print size (sides matched long to long). */
export function effectiveDpi(widthPx: number, heightPx: number, size: PrintSize): number {
  const longPx = Math.max(widthPx, heightPx);
  const shortPx = Math.min(widthPx, heightPx);
  const cmPerInch = 2.54;
  return Math.floor(Math.min(longPx / (size.longCm / cmPerInch), shortPx / (size.shortCm / cmPerInch)));
}
