import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { OrderCard_OrderFragment, PaymentInstructions_InfoFragment } from '../../gql/graphql';
import { orderMessages } from '../../messages';
import { OrderCard } from './OrderCard';

interface OrderPlacedProps {
  message: string;
  order: OrderCard_OrderFragment;
  paymentInfo: PaymentInstructions_InfoFragment;
}

/** After ordering: the success text, the order with its status, how to pay, and the way to the orders list. */
export function OrderPlaced({ message, order, paymentInfo }: OrderPlacedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: move focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="order-placed" aria-labelledby="order-placed-title">
      <h1 id="order-placed-title" ref={heading} tabIndex={-1} className="order-placed__title">
        {orderMessages.confirmationTitle}
      </h1>
      <p className="notice notice--success order-placed__message" role="status">
        {message}
      </p>
      <OrderCard order={order} paymentInfo={paymentInfo} />
      <div className="order-placed__links">
        <Link to="/orders" className="button button--primary">
          {orderMessages.viewOrders}
        </Link>
        <Link to="/" className="button button--outline">
          {orderMessages.continueShopping}
        </Link>
      </div>
    </section>
  );
}
