/**
 * The product a link to /orderConfirmation?name=…&productId=… was made for (SPEC §2).
 * Only a hint for when no choice is pending: what is ordered always comes from
 * the pending choice in sessionStorage, and who orders from the session.
 */
export interface OrderLink {
  productId: string;
  /** Display text only, cleaned and capped; '' when the link carries no usable name. */
  name: string;
}

export const MAX_LINKED_NAME_LENGTH = 80;

const PRODUCT_ID = /^\d{1,12}$/;
// Control and format characters (bidi overrides, zero-width marks) could hide or reorder the sentence around the name.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

export function cleanLinkedName(raw: string | null): string {
  if (!raw) return '';
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').replace(INVISIBLE, '').trim();
  const chars = Array.from(name);
  if (chars.length <= MAX_LINKED_NAME_LENGTH) return name;
  return `${chars.slice(0, MAX_LINKED_NAME_LENGTH - 1).join('').trimEnd()}…`;
}

/** The linked product, or null unless `productId` is all digits. */
export function parseOrderLink(search: string | URLSearchParams): OrderLink | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const productId = params.get('productId') ?? '';
  if (!PRODUCT_ID.test(productId)) return null;
  return { productId, name: cleanLinkedName(params.get('name')) };
}

/** `/orderConfirmation?name=…&productId=…`, as the product page's order-now button links it. */
export function orderLinkHref({ productId, name }: OrderLink): string {
  return `/orderConfirmation?${new URLSearchParams({ name, productId }).toString()}`;
}
