/** The shopper's chosen print options, kept in the URL query of the product page. */

export type OptionKey = 'material' | 'effect' | 'size' | 'sides';
export const OPTION_KEYS: readonly OptionKey[] = ['material', 'effect', 'size', 'sides'];

/** Values of the `isDesigned` query parameter, as the cart and the order expect them. */
export const DESIGN_CHOICES = ['Đã có', 'Chưa có'] as const;
export type DesignChoice = (typeof DESIGN_CHOICES)[number];

export type SelectionKey = OptionKey | 'isDesigned';

export interface Selection {
  material: string | null;
  effect: string | null;
  size: string | null;
  sides: string | null;
  isDesigned: DesignChoice;
}

export type OptionLists = Record<OptionKey, readonly { value: string }[]>;

function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The offered value the query asks for (links may differ in case or spacing), else the first one. */
function pick(wanted: string | null, offered: readonly string[]): string | null {
  if (wanted !== null) {
    const exact = offered.find((v) => v === wanted);
    if (exact !== undefined) return exact;
    const loose = offered.find((v) => normalise(v) === normalise(wanted));
    if (loose !== undefined) return loose;
  }
  return offered[0] ?? null;
}

export function readSelection(params: URLSearchParams, options: OptionLists): Selection {
  const chosen = (key: OptionKey) =>
    pick(
      params.get(key),
      options[key].map((o) => o.value),
    );
  return {
    material: chosen('material'),
    effect: chosen('effect'),
    size: chosen('size'),
    sides: chosen('sides'),
    isDesigned: (pick(params.get('isDesigned'), DESIGN_CHOICES) ?? DESIGN_CHOICES[0]) as DesignChoice,
  };
}

/** A copy of `params` with one choice replaced; every other parameter (category, productId…) stays. */
export function withChoice(params: URLSearchParams, key: SelectionKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(key, value);
  return next;
}

/** Same rule as the BFF's `Product.priceTable`: the size's table for the material, else its first table. */
export function pickPriceTable<T extends { size: string; material: string }>(
  tables: readonly T[],
  selection: Pick<Selection, 'size' | 'material'>,
): T | null {
  if (selection.size === null) return null;
  const forSize = tables.filter((t) => t.size === selection.size);
  return forSize.find((t) => t.material === selection.material) ?? forSize[0] ?? null;
}

/** Printed sides a `sides` value stands for ('2 mặt (1 mặt 3D, 1 mặt thường)' → 2); null when it names none. */
export function sidesCount(value: string | null): number | null {
  const match = value === null ? null : /^\s*(\d+)/.exec(value);
  return match?.[1] ? Number(match[1]) : null;
}
