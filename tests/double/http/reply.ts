/** What a route hands back; the server writes it, so faults can rewrite it first. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  /** 'crash': the process dies right after answering. */
  afterwards?: 'crash';
}

/** The process dies before answering: the socket is destroyed, then the backend is down for a while. */
export interface Death {
  die: true;
}

export type Outcome = Reply | Death;

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

export function json(status: number, payload: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': JSON_TYPE, ...headers }, body: JSON.stringify(payload) };
}

export function ok(mes: string, data: unknown, extra: Record<string, unknown> = {}): Reply {
  return json(200, { err: 0, mes, data, ...extra });
}

/** An empty table: HTTP 200, err 1, no data key, and a message that often names the wrong table. */
export function emptyTable(table: string): Reply {
  return json(200, { err: 1, mes: `No have any ${table}` });
}

export function failure(status: number, mes: string): Reply {
  return json(status, { err: 1, mes });
}

export function internalError(detail?: string): Reply {
  return json(500, { error: detail ? `Internal server error: ${detail}` : 'Internal server error' });
}

export function noContent(): Reply {
  return { status: 204, headers: {}, body: '' };
}

export function html(status: number, body: string): Reply {
  return { status, headers: { 'content-type': HTML_TYPE }, body };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function expressPage(inner: string): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>${inner}</pre>\n</body>\n</html>\n`;
}

/** Express's answer for a route that does not exist. */
export function cannot(method: string, path: string): Reply {
  return html(404, expressPage(`Cannot ${escapeHtml(method)} ${escapeHtml(path)}`));
}

/** Express's default error page with a stack line, e.g. for a rejected Origin or an unparsable body. */
export function errorPage(status: number, message: string): Reply {
  return html(status, expressPage(`${escapeHtml(message)}<br> &nbsp; &nbsp;at /app/src/index.js:24:15`));
}

export function isDeath(outcome: Outcome): outcome is Death {
  return 'die' in outcome;
}
