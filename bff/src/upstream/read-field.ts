/** Defensive readers for fields of raw upstream rows, which may hold anything. */

export type RawRecord = Record<string, unknown>;

export function asRecord(value: unknown): RawRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RawRecord) : null;
}

/** A trimmed, NFC-normalised non-empty string; numbers become their decimal text. */
export function readText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.normalize('NFC').trim();
  return text === '' ? null : text;
}

/** A whole number from a number or a string of digits (with an optional sign). */
export function readInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return null;
}

/** An id: a positive whole number (the shop numbers products from 100000). */
export function readId(value: unknown): number | null {
  const id = readInt(value);
  return id !== null && id > 0 ? id : null;
}

/** MySQL JSON columns sometimes arrive as their JSON text: accept both. */
export function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/** The id inside a `{id}` relation object, or a relation given as a bare id. */
export function readRelationId(value: unknown): number | null {
  const record = asRecord(value);
  return record ? readId(record.id) : readId(value);
}
