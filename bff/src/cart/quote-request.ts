import type { Product } from '../domain/catalogue';
import { NONE_OPTION } from '../upstream/parse-options';

export interface QuoteRequest {
  material?: string | null;
  effect?: string | null;
  size?: string | null;
  sides?: string | null;
  /** Different designs to print; 1 when not given. */
  designs?: number | null;
  /** True when the shopper brings a finished design ('Đã có'): no design fee. */
  hasDesign: boolean;
  quantity: number;
}

export interface CheckedRequest {
  kind: 'checked';
  options: { material: string; effect: string; size: string; sides: string };
  sides: 1 | 2;
  designs: number;
  quantity: number;
}

export interface InvalidRequest {
  kind: 'invalid';
  field: string;
  code: string;
  message: string;
}

export const MAX_QUANTITY = 100_000;
export const MAX_DESIGNS = 1000;

const OPTION_LABELS = { material: 'Chất liệu', effect: 'Hiệu ứng', size: 'Kích thước', sides: 'Số mặt in' } as const;
type OptionName = keyof typeof OPTION_LABELS;

/** Checks the quantity, the number of designs and that every option is one the product offers. */
export function checkQuoteRequest(product: Product, request: QuoteRequest): CheckedRequest | InvalidRequest {
  if (!isWholeIn(request.quantity, 1, MAX_QUANTITY)) {
    return invalid('quantity', 'INVALID_QUANTITY', 'Số lượng phải là số nguyên từ 1 đến 100.000.');
  }
  const designs = request.designs ?? 1;
  if (!isWholeIn(designs, 1, MAX_DESIGNS)) {
    return invalid('designs', 'INVALID_DESIGNS', 'Số mẫu thiết kế phải là số nguyên từ 1 đến 1.000.');
  }
  const options = { material: '', effect: '', size: '', sides: '' };
  for (const name of Object.keys(OPTION_LABELS) as OptionName[]) {
    const resolved = resolveOption(product.options[name], request[name], name);
    if (typeof resolved !== 'string') return resolved;
    options[name] = resolved;
  }
  const sides = sidesOf(options.sides);
  if (sides === null) return invalid('sides', 'INVALID_OPTION', 'Số mặt in không hợp lệ.');
  return { kind: 'checked', options, sides, designs, quantity: request.quantity };
}

/** The option value as the product spells it, 'non' when the product offers none. */
function resolveOption(offered: readonly string[], given: string | null | undefined, name: OptionName): string | InvalidRequest {
  const label = OPTION_LABELS[name];
  const wanted = clean(given);
  const choices = offered.filter((value) => clean(value) !== '');
  if (choices.length === 0) {
    if (wanted === '' || wanted === NONE_OPTION) return NONE_OPTION;
    return invalid(name, 'INVALID_OPTION', `${label} không hợp lệ.`);
  }
  if (wanted === '') {
    const only = choices.length === 1 ? choices[0] : undefined;
    return only ?? invalid(name, 'OPTION_REQUIRED', `Vui lòng chọn ${label.toLowerCase()}.`);
  }
  const match = choices.find((value) => clean(value) === wanted);
  return match ?? invalid(name, 'INVALID_OPTION', `${label} không hợp lệ.`);
}

/** "1 mặt" → 1, "2 mặt (1 mặt 3D, 1 mặt thường)" → 2; a product without sides prints one. */
export function sidesOf(value: string): 1 | 2 | null {
  if (value === NONE_OPTION) return 1;
  const digit = /^\s*(\d+)/.exec(value)?.[1];
  return digit === '1' ? 1 : digit === '2' ? 2 : null;
}

function clean(value: string | null | undefined): string {
  return typeof value === 'string' ? value.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase() : '';
}

function isWholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function invalid(field: string, code: string, message: string): InvalidRequest {
  return { kind: 'invalid', field, code, message };
}
