import type { DoubleMode } from '../mode';
import { failure, internalError, type Reply } from '../http/reply';
import { PRODUCT_COLUMNS, columnValue, type ProductEntity } from './product-row';

/** The deployed search looks at this column instead of the name. */
const DEPLOYED_SEARCH_COLUMN = 'colorsys';

type Result = { rows: ProductEntity[] } | { error: Reply };

function unknownColumn(column: string, mode: DoubleMode): { error: Reply } {
  return mode === 'deployed'
    ? { error: internalError(`column "${column}" does not exist`) }
    : { error: failure(400, `Invalid field: ${column}`) };
}

function parseFilter(filter: string): [string, string][] {
  return filter
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(':');
      return at < 0 ? [pair, ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    });
}

function compare(a: unknown, b: unknown): number {
  const x = Number(a);
  const y = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(a ?? '').localeCompare(String(b ?? ''), 'vi');
}

/** Applies filter, search and sort from the query string, as each mode does. */
export function queryProducts(all: ProductEntity[], query: Record<string, string>, mode: DoubleMode): Result {
  let rows = all;
  if (query.filter) {
    let pairs = parseFilter(query.filter);
    // Deployed: each pair overwrites the previous condition.
    if (mode === 'deployed') pairs = pairs.slice(-1);
    for (const [column] of pairs) if (!PRODUCT_COLUMNS.has(column)) return unknownColumn(column, mode);
    rows = rows.filter((p) => pairs.every(([column, value]) => String(columnValue(p, column) ?? '') === value));
  }
  if (query.search) {
    const needle = query.search.toLocaleLowerCase('vi');
    const columns = mode === 'deployed' ? [DEPLOYED_SEARCH_COLUMN] : ['name', 'name2', 'category'];
    rows = rows.filter((p) => columns.some((c) => String(columnValue(p, c) ?? '').toLocaleLowerCase('vi').includes(needle)));
  }
  if (query.sort) {
    const [column = '', direction = 'ASC'] = query.sort.split(':').map((part) => part.trim());
    if (!PRODUCT_COLUMNS.has(column)) return unknownColumn(column, mode);
    const sign = direction.toUpperCase() === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => sign * compare(columnValue(a, column), columnValue(b, column)));
  }
  return { rows };
}
