import DataLoader from 'dataloader';
import type { AppDatabase } from '../db/database';
import type { ShopOrderLine } from '../db/tables';
import { linesOf } from './order-store';
import type { UpstreamOrderRow, UpstreamOrders } from './upstream-orders';

/** The order loaders of one request. */
export interface OrderLoaders {
  lines: DataLoader<string, ShopOrderLine[]>;
  /** The shop's orders by its id, read once per request; empty when the shop cannot be reached. */
  upstreamRows: () => Promise<Map<string, UpstreamOrderRow>>;
}

export function createOrderLoaders({ database, upstreamOrders }: { database: AppDatabase; upstreamOrders: UpstreamOrders }): OrderLoaders {
  let rows: Promise<Map<string, UpstreamOrderRow>> | undefined;
  return {
    lines: new DataLoader(async (orderIds) => {
      const byOrder = await linesOf(database.db, orderIds);
      return orderIds.map((id) => byOrder.get(id) ?? []);
    }),
    upstreamRows: () =>
      (rows ??= upstreamOrders.list().then(
        (list) => new Map(list.map((row) => [row.id, row])),
        () => new Map(),
      )),
  };
}
