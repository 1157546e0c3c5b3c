import type { AppDatabase } from '../db/database';
import type { Logger } from '../logger';
import type { UpstreamClient } from '../upstream/client';
import { OrderSender } from './order-sender';
import type { OrderSettings } from './order-settings';
import { UpstreamOrders } from './upstream-orders';

/** The long-lived cart and order objects of one BFF instance. */
export interface OrderServices {
  settings: OrderSettings;
  upstreamOrders: UpstreamOrders;
  sender: OrderSender;
}

export function createOrderServices(
  deps: { database: AppDatabase; upstream: UpstreamClient; logger: Logger },
  settings: OrderSettings,
): OrderServices {
  const upstreamOrders = new UpstreamOrders(deps.upstream);
  const sender = new OrderSender(deps.database.db, upstreamOrders, settings.sender, deps.logger);
  return { settings, upstreamOrders, sender };
}
