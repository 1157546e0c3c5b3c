import { emptyTable, failure, ok, type Reply } from './reply';

export interface ListOptions {
  /** Table name used in the (often wrong) empty-table message. */
  emptyName: string;
  mes: string;
  /** Lists paged by default (contact, question, sliders, cart); others page only when page and pageSize are both given. */
  defaultPageSize?: number;
  /** Deployed product, image and user lists crash after answering a paged request. */
  crashWhenPaged?: boolean;
}

function positiveInt(value: string | undefined): number | null {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Answers a list the way the backend does: empty table, page fields, 404 past the end. */
export function listReply(rows: unknown[], query: Record<string, string>, options: ListOptions): Reply {
  const askedPage = positiveInt(query.page);
  const askedSize = positiveInt(query.pageSize);
  const pagedByRequest = query.page !== undefined && query.pageSize !== undefined;
  const paged = options.defaultPageSize !== undefined || pagedByRequest;
  const crash = pagedByRequest && options.crashWhenPaged ? { afterwards: 'crash' as const } : {};
  if (rows.length === 0) return { ...emptyTable(options.emptyName), ...crash };
  if (!paged) return ok(options.mes, rows);
  const pageSize = askedSize ?? options.defaultPageSize ?? 10;
  const page = askedPage ?? 1;
  const pageNum = Math.ceil(rows.length / pageSize);
  if (page > pageNum) return { ...failure(404, 'Page not found'), ...crash };
  const data = rows.slice((page - 1) * pageSize, page * pageSize);
  return { ...ok(options.mes, data, { pageSize, pageNum, page }), ...crash };
}
