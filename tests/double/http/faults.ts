import { keyMatches } from './router';
import { html, type Reply } from './reply';

export type GarbageKind = 'html' | 'truncated' | 'wrong-types';

export interface RouteFaults {
  slowMs?: number;
  failStatus?: number;
  garbage?: GarbageKind;
}

/** Faults set by tests, keyed like 'GET /api/product/:id'. */
export class FaultRegistry {
  private readonly byKey = new Map<string, RouteFaults>();

  private set(route: string, change: RouteFaults): void {
    const [method = '', pattern = ''] = route.trim().split(/\s+/, 2);
    const key = `${method.toUpperCase()} ${pattern}`;
    this.byKey.set(key, { ...this.byKey.get(key), ...change });
  }

  slow(route: string, ms: number): void {
    this.set(route, { slowMs: ms });
  }

  fail(route: string, status = 500): void {
    this.set(route, { failStatus: status });
  }

  garbage(route: string, kind: GarbageKind): void {
    this.set(route, { garbage: kind });
  }

  clear(): void {
    this.byKey.clear();
  }

  forRequest(method: string, path: string): RouteFaults {
    let merged: RouteFaults = {};
    for (const [key, faults] of this.byKey) {
      if (keyMatches(key, method, path)) merged = { ...merged, ...faults };
    }
    return merged;
  }
}

/** Every value swapped for one of the wrong type: numbers become strings, strings numbers, lists objects. */
function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return Object.fromEntries(value.map((item, i) => [String(i), wrongTypes(item)]));
  if (value === null) return 0;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.length;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrongTypes(v)]));
  }
  return value;
}

const PROXY_PAGE = '<!DOCTYPE html><html><head><title>Đang bảo trì</title></head><body><h1>Hệ thống đang bảo trì</h1><p>Vui lòng quay lại sau.</p></body></html>';

export function garble(reply: Reply, kind: GarbageKind): Reply {
  if (kind === 'html') return html(200, PROXY_PAGE);
  const body = Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(reply.body, 'utf8');
  if (kind === 'truncated') return { ...reply, body: body.subarray(0, Math.floor(body.length / 2)) };
  if (body.length === 0 || !(reply.headers['content-type'] ?? '').includes('json')) return reply;
  return { ...reply, body: JSON.stringify(wrongTypes(JSON.parse(body.toString('utf8')))) };
}
