import type { ShopOrder, ShopOrderLine } from '../db/tables';
import type { UpstreamClient } from '../upstream/client';
import { readEnvelope, readList } from '../upstream/envelope';
import { asRecord, readId, readText, type RawRecord } from '../upstream/read-field';
import { UpstreamUnavailableError } from '../upstream/upstream-error';

/**
 * The shop's order routes (UPSTREAM.md, Orders). The only code that knows
 * their shapes: `GET /api/order` (everyone's orders, no owner in the known
 * deployment), `GET /api/order/:id` (with items), `POST /api/order`.
 */

export interface UpstreamOrderItem {
  name: string;
  quantity: string;
  size: string;
}

export interface UpstreamOrderRow {
  id: string;
  orderCode: string | null;
  recipient: string;
  address: string;
  phone: string;
  /** Whatever the shop keeps there; its values are not documented. */
  status: string | null;
  createdAt: Date | null;
  /** Null when the row carries no items (the known deployment's list). */
  items: UpstreamOrderItem[] | null;
}

export type CreateOutcome =
  | { kind: 'accepted'; upstreamId: string | null; renewedToken: string | null }
  /** The upstream answered and said no (or answered garbage): the order is not there, or only as an empty shell. */
  | { kind: 'refused'; message: string; tokenRejected: boolean }
  /** No answer (or a gateway's): it may or may not have landed. */
  | { kind: 'unreachable'; message: string };

const GATEWAY_STATUS = new Set([502, 503, 504]);

export class UpstreamOrders {
  constructor(private readonly client: UpstreamClient) {}

  async create(order: ShopOrder, lines: readonly ShopOrderLine[], token: string): Promise<CreateOutcome> {
    let response;
    try {
      response = await this.client.post('/api/order', { token, body: orderRequestBody(order, lines) });
    } catch (error) {
      if (error instanceof UpstreamUnavailableError) return { kind: 'unreachable', message: error.message };
      throw error;
    }
    const envelope = readEnvelope<unknown>(response.status, response.body);
    if (envelope.kind === 'ok') {
      const row = asRecord(envelope.data);
      return { kind: 'accepted', upstreamId: row ? idText(row.id) : null, renewedToken: response.renewedToken };
    }
    const message = envelope.kind === 'error' ? `HTTP ${envelope.status}: ${envelope.message}` : envelope.message;
    // A gateway's answer or a page that is not the shop's JSON says nothing about the order itself.
    if (GATEWAY_STATUS.has(response.status) || (envelope.kind === 'error' && envelope.code === 'garbage')) {
      return { kind: 'unreachable', message };
    }
    return { kind: 'refused', message, tokenRejected: response.status === 401 };
  }

  /** Every order the shop holds; throws when it cannot be read. */
  async list(): Promise<UpstreamOrderRow[]> {
    const response = await this.client.get('/api/order');
    const envelope = readList<unknown>(response.status, response.body);
    if (envelope.kind === 'empty') return [];
    if (envelope.kind === 'error') throw new Error(`GET /api/order: ${envelope.message}`);
    return envelope.data.map(toUpstreamOrderRow).filter((row): row is UpstreamOrderRow => row !== null);
  }

  /** One order with its items; null when the shop has none with that id. Throws when it cannot tell. */
  async get(id: string, token: string): Promise<UpstreamOrderRow | null> {
    const response = await this.client.get(`/api/order/${encodeURIComponent(id)}`, { token });
    const envelope = readEnvelope<unknown>(response.status, response.body);
    if (envelope.kind === 'ok') return toUpstreamOrderRow(envelope.data);
    if (envelope.kind === 'error' && envelope.code === 'not-found') return null;
    throw new Error(`GET /api/order/${id}: ${envelope.message}`);
  }
}

/** The body of `POST /api/order`: `status` must be a non-zero integer there (a string is a 500). */
export function orderRequestBody(order: ShopOrder, lines: readonly ShopOrderLine[]): RawRecord {
  return {
    status: 1,
    orderCode: order.order_code,
    nameReceive: order.recipient_name,
    address: order.recipient_address,
    phone: order.recipient_phone,
    items: lines.map((line) => ({
      product: line.product_id,
      img_src: line.img_src ?? '',
      name: line.name,
      sides: line.sides ?? 'non',
      isDesigned: line.is_designed ?? 'Đã có',
      price: line.unit_price ?? 0,
      quantity: line.quantity,
      material: line.material ?? 'non',
      effect: line.effect ?? 'non',
      size: line.size ?? 'non',
    })),
  };
}

export function toUpstreamOrderRow(raw: unknown): UpstreamOrderRow | null {
  const row = asRecord(raw);
  const id = row ? idText(row.id) : null;
  if (!row || id === null) return null;
  const created = readText(row.createdAt);
  const createdAt = created ? new Date(created) : null;
  return {
    id,
    orderCode: readText(row.orderCode),
    // The known deployment reads back `nameRecieve`.
    recipient: readText(row.nameReceive) ?? readText(row.nameRecieve) ?? '',
    address: readText(row.address) ?? '',
    phone: readText(row.phone) ?? '',
    status: readText(row.status),
    createdAt: createdAt && !Number.isNaN(createdAt.getTime()) ? createdAt : null,
    items: Array.isArray(row.items) ? row.items.map(toItem) : null,
  };
}

function toItem(raw: unknown): UpstreamOrderItem {
  const item = asRecord(raw) ?? {};
  return { name: readText(item.name) ?? '', quantity: readText(item.quantity) ?? '', size: readText(item.size) ?? '' };
}

function idText(value: unknown): string | null {
  const id = readId(value);
  return id === null ? null : String(id);
}
