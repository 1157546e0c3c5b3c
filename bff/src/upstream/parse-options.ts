import { asRecord } from './read-field';

export const NONE_OPTION = 'non';
export const NONE_LABEL = 'Không có';

/**
 * An option field ("Bóng, Mờ, Hologram") as a list. Splits on commas outside
 * parentheses ("2 mặt (1 mặt 3D, 1 mặt thường)" stays one value), trims,
 * collapses inner whitespace, drops empty items, keeps 'non', removes duplicates.
 */
export function parseOptionList(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const seen = new Set<string>();
  for (const item of splitTopLevel(value.normalize('NFC'))) {
    const clean = item.replace(/\s+/g, ' ').trim();
    if (clean !== '') seen.add(clean);
  }
  return [...seen];
}

/** What a shopper reads for a chosen option: 'non', empty or missing → 'Không có'. */
export function optionLabel(value: string | null | undefined): string {
  const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  return text === '' || text.toLowerCase() === NONE_OPTION ? NONE_LABEL : text;
}

/** The raw material string of a row, also under the misspelled key `marterial`. */
export function readMaterial(row: unknown): string | null {
  const record = asRecord(row);
  if (!record) return null;
  for (const key of ['material', 'marterial'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  items.push(current);
  return items;
}
