/** Product ids are positive integers; anything else names no product. */
export function parseProductId(id: string | number): number | null {
  const text = String(id).trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}
