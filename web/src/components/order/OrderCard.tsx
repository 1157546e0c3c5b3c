import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { OrderCard_OrderFragment, PaymentInstructions_InfoFragment } from '../../gql/graphql';
import { orderMessages } from '../../messages';
import { formatPrice } from '../common/format-price';
import { formatOrderDate } from './format-order-date';
import { OrderLines } from './OrderLines';
import { PaymentInstructions } from './PaymentInstructions';

export const OrderCardFragment = graphql(`
  fragment OrderCard_order on Order {
    id
    code
    createdAt
    status
    statusLabel
    shopStatus
    recipient {
      name
      address
      phone
      email
    }
    lines {
      ...OrderLines_line
    }
    total
    deposit
    payment {
      ...PaymentInstructions_payment
    }
  }
`);

interface OrderCardProps {
  order: OrderCard_OrderFragment;
  paymentInfo: PaymentInstructions_InfoFragment;
  /** Buttons under the card, e.g. reorder. */
  actions?: ReactNode;
}

/** One order: code, date, status, recipient, lines, total, deposit and how to pay it. */
export function OrderCard({ order, paymentInfo, actions }: OrderCardProps) {
  const titleId = `order-${order.id}-title`;
  const pending = order.status === 'PENDING_UPSTREAM';
  return (
    <article className="order-card" aria-labelledby={titleId} data-order-code={order.code}>
      <header className="order-card__head">
        <h2 id={titleId} className="order-card__title">
          {orderMessages.orderCode}: <span className="payment__mono">{order.code}</span>
        </h2>
        {/* The BFF's label names the hotline while the shop does not have the order yet. */}
        <p className={pending ? 'order-status order-status--pending' : 'order-status'}>{order.statusLabel}</p>
      </header>
      <dl className="order-card__facts">
        <div>
          <dt>{orderMessages.createdAt}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </dd>
        </div>
        {order.shopStatus && /\p{L}/u.test(order.shopStatus) && (
          // The known shop answers bare numbers ('1'); SPEC shows statuses, never their codes.
          <div>
            <dt>{orderMessages.shopStatus}</dt>
            <dd>{order.shopStatus}</dd>
          </div>
        )}
        <div>
          <dt>{orderMessages.recipient.name}</dt>
          <dd>{order.recipient.name}</dd>
        </div>
        <div>
          <dt>{orderMessages.recipient.address}</dt>
          <dd>{order.recipient.address}</dd>
        </div>
        <div>
          <dt>{orderMessages.recipient.phone}</dt>
          <dd>{order.recipient.phone}</dd>
        </div>
        <div>
          <dt>{orderMessages.recipient.email}</dt>
          <dd>{order.recipient.email}</dd>
        </div>
      </dl>
      <h3 className="order-card__subtitle">{orderMessages.lines}</h3>
      <OrderLines lines={order.lines} />
      <dl className="order-card__totals">
        <div>
          <dt>{orderMessages.total}</dt>
          <dd data-testid="order-total">{formatPrice(order.total)}</dd>
        </div>
        <div>
          <dt>{orderMessages.deposit}</dt>
          <dd data-testid="order-deposit">{formatPrice(order.deposit)}</dd>
        </div>
      </dl>
      <PaymentInstructions orderCode={order.code} info={paymentInfo} payment={order.payment} />
      {actions && <div className="order-card__actions">{actions}</div>}
    </article>
  );
}
