export type QuantityInput = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; quantity: number };

/** GraphQL's Int; a larger number is refused here and the BFF names its own, lower limit. */
const MAX_INT = 2_147_483_647;

/**
 * The quantity the shopper typed in the free-text field. Vietnamese readers
 * group thousands with dots or spaces ('1.000', '1 000'), so those are read as
 * 1000; anything else that is not a whole number from 1 up is invalid.
 */
export function parseQuantity(text: string): QuantityInput {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const digits = /^\d{1,3}([. ]\d{3})+$/.test(trimmed) ? trimmed.replace(/[. ]/g, '') : trimmed;
  if (!/^\d+$/.test(digits)) return { kind: 'invalid' };
  const quantity = Number(digits);
  return quantity >= 1 && quantity <= MAX_INT ? { kind: 'ok', quantity } : { kind: 'invalid' };
}
