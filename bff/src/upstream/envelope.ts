import { asRecord, type RawRecord } from './read-field';

export type EnvelopeErrorCode = 'unauthorized' | 'missing-token' | 'not-found' | 'server' | 'bad-request' | 'garbage';

export type Envelope<T> =
  /** `body` is the whole answer: login and register put their token beside `data`, not in it. */
  | { kind: 'ok'; data: T; message: string; body: RawRecord }
  /** HTTP 200 + `err: 1` + no `data`: an empty table (or, on a non-list route, a refusal: see `message`). */
  | { kind: 'empty'; message: string }
  | { kind: 'error'; status: number; message: string; code: EnvelopeErrorCode };

/**
 * Reads the upstream's `{err, mes, data?}` envelope and its irregular error
 * shapes. `body` is parsed JSON, or the raw text when the answer was not JSON.
 */
export function readEnvelope<T>(status: number, body: unknown): Envelope<T> {
  const isSuccess = status >= 200 && status < 300;
  if (isSuccess && status === 204 && (body === '' || body == null)) {
    return { kind: 'ok', data: undefined as T, message: '', body: {} };
  }
  const record = typeof body === 'string' ? parseJsonObject(body) : asRecord(body);
  if (!record) {
    // A 404 is a missing route whatever the page says (Express answers it in HTML).
    if (status === 404) return fail(status, 'not-found', 'not found (non-JSON answer)');
    return fail(status, 'garbage', body === '' || body == null ? 'empty answer' : 'non-JSON or non-object answer');
  }
  const message = messageOf(record) ?? `HTTP ${status}`;
  if (!isSuccess) return fail(status, codeForStatus(status, message), message);

  const err = readErrFlag(record.err);
  if (err === 0 || (err === null && !('error' in record))) {
    return { kind: 'ok', data: record.data as T, message, body: record };
  }
  // Never key on `mes`: the empty-table texts are copy-pasted and name the wrong tables.
  if (err === 1 && record.data == null) return { kind: 'empty', message };
  return fail(status, err === 1 ? 'bad-request' : 'server', message);
}

/** Like `readEnvelope`, for routes that answer a list; a list paged as `{rows}` is unwrapped. */
export function readList<T>(status: number, body: unknown): Envelope<T[]> {
  const envelope = readEnvelope<unknown>(status, body);
  if (envelope.kind !== 'ok') return envelope;
  const data = envelope.data;
  if (Array.isArray(data)) return { ...envelope, data: data as T[] };
  const rows = asRecord(data)?.rows;
  if (Array.isArray(rows)) return { ...envelope, data: rows as T[] };
  return fail(status, 'garbage', `expected a list, got ${data === null ? 'null' : typeof data}`);
}

function fail(status: number, code: EnvelopeErrorCode, message: string): Envelope<never> {
  return { kind: 'error', status, message, code };
}

function codeForStatus(status: number, message: string): EnvelopeErrorCode {
  if ((status === 400 || status === 401) && /missing\b.*\btoken|no token/i.test(message)) return 'missing-token';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status >= 500) return 'server';
  if (status >= 400) return 'bad-request';
  return 'garbage';
}

function parseJsonObject(text: string): RawRecord | null {
  try {
    return asRecord(JSON.parse(text));
  } catch {
    return null;
  }
}

function messageOf(record: RawRecord): string | null {
  for (const key of ['mes', 'error', 'message'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function readErrFlag(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return null;
}
