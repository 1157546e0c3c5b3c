import { describe, expect, it } from 'vitest';
import type { ShopOrder, ShopOrderLine } from '../db/tables';
import { candidateRows, itemsMatch } from './landed-order';
import type { UpstreamOrderRow } from './upstream-orders';

const FIRST_SEND = new Date('2025-03-01T10:00:00Z');

const order = {
  id: 'o1',
  order_code: 'DHABCDEFGH',
  recipient_name: 'Nguyễn Văn An',
  recipient_address: '45 Đường Demo A',
  recipient_phone: '0901234567',
  created_at: new Date('2025-03-01T09:59:59Z'),
  first_attempt_at: FIRST_SEND,
} as ShopOrder;

const line = (name: string, quantity: number, size: string | null) => ({ name, quantity, size }) as ShopOrderLine;

function row(id: string, change: Partial<UpstreamOrderRow> = {}): UpstreamOrderRow {
  return {
    id,
    orderCode: 'K7Q2ZP1714550400000',
    recipient: 'Nguyễn Văn An',
    address: '45 Đường Demo A',
    phone: '0901234567',
    status: '1',
    createdAt: new Date(FIRST_SEND.getTime() + 1000),
    items: null,
    ...change,
  };
}

describe('candidateRows', () => {
  it('keeps rows of the same recipient, address and phone created since the first send (minus clock skew), oldest first', () => {
    const rows = [
      row('3', { createdAt: new Date(FIRST_SEND.getTime() + 5000) }),
      row('2', { createdAt: new Date(FIRST_SEND.getTime() - 60_000) }),
      row('1', { createdAt: new Date('2024-05-01T08:00:00Z') }),
      row('4', { phone: '0912345678' }),
      row('5', { recipient: 'Trần Thị Bình' }),
      row('6', { address: 'Hà Nội' }),
      row('7', { createdAt: null }),
    ];
    expect(candidateRows(rows, order, new Set()).map((r) => r.id)).toEqual(['2', '3']);
  });

  it('ignores spacing and case, and skips rows already matched to another of our orders', () => {
    const rows = [row('8', { recipient: ' nguyễn  văn an ' }), row('9')];
    expect(candidateRows(rows, order, new Set(['9'])).map((r) => r.id)).toEqual(['8']);
  });

  it('takes only the row that echoes our order code, when the shop keeps it', () => {
    const rows = [row('10'), row('11', { orderCode: 'DHABCDEFGH', recipient: 'someone else' })];
    expect(candidateRows(rows, order, new Set()).map((r) => r.id)).toEqual(['11']);
  });
});

describe('itemsMatch', () => {
  const lines = [line('Card nhựa PVC', 100, '5.4x8.6'), line('Sticker bế hình', 50, null)];

  it('matches the same lines in any order', () => {
    expect(
      itemsMatch(
        [
          { name: 'Sticker bế hình', quantity: '50', size: 'non' },
          { name: 'Card nhựa PVC', quantity: '100', size: '5.4x8.6' },
        ],
        lines,
      ),
    ).toBe(true);
  });

  it('does not match an empty shell, a different quantity or a missing line', () => {
    expect(itemsMatch([], lines)).toBe(false);
    expect(itemsMatch([{ name: 'Card nhựa PVC', quantity: '100', size: '5.4x8.6' }], lines)).toBe(false);
    expect(
      itemsMatch(
        [
          { name: 'Sticker bế hình', quantity: '51', size: 'non' },
          { name: 'Card nhựa PVC', quantity: '100', size: '5.4x8.6' },
        ],
        lines,
      ),
    ).toBe(false);
  });
});
