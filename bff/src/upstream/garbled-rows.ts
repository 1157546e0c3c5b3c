import { asRecord } from './read-field';
import { UpstreamBadResponseError } from './upstream-error';

/**
 * Fields each list's rows always carry as text. A row with a number or an
 * object there was garbled on the way (a broken serializer, a wrong column):
 * nothing else in it can be trusted either — a v2 price table's numeric
 * `value` would read as a real price.
 */
const TEXT_FIELDS: Record<string, readonly string[]> = {
  '/api/product': ['name', 'category'],
  '/api/pricelist': ['size', 'material'],
  '/api/slider': ['text', 'status'],
  '/api/imageslider': ['status'],
  '/api/contact': ['name', 'title', 'link', 'theme'],
};

/**
 * Drops the garbled rows of a list. When most rows are garbled the answer as
 * a whole is garbage: it is refused, so the cache keeps its last good copy.
 */
export function dropGarbledRows(path: string, rows: unknown[]): unknown[] {
  const fields = TEXT_FIELDS[path];
  if (!fields) return rows;
  const kept = rows.filter((row) => !isGarbled(row, fields));
  const dropped = rows.length - kept.length;
  if (dropped > 0 && dropped * 2 >= rows.length) {
    throw new UpstreamBadResponseError(`${path}: ${dropped} of ${rows.length} rows carry wrong types`, 200);
  }
  return kept;
}

function isGarbled(row: unknown, fields: readonly string[]): boolean {
  const record = asRecord(row);
  if (!record) return true;
  return fields.some((field) => record[field] != null && typeof record[field] !== 'string');
}
