import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { DocumentHead } from '../components/common/DocumentHead';
import { PageNotReady } from '../components/common/ErrorRetry';
import { PageFallback } from '../components/common/PageFallback';
import { OrderCard } from '../components/order/OrderCard';
import { ReorderButton } from '../components/order/ReorderButton';
import { SignInRedirect } from '../components/order/SignInRedirect';
import { graphql } from '../gql';
import { cartMessages, orderMessages } from '../messages';
import '../components/cart/cart.css';
import '../components/order/quote.css';
import '../components/order/order.css';

// The BFF answers for the signed-in shopper only; a userId in the URL is never read.
const OrdersPageQuery = graphql(`
  query OrdersPage {
    cart {
      lineCount
    }
    orders {
      id
      ...OrderCard_order
    }
    paymentInfo {
      ...PaymentInstructions_info
    }
  }
`);

export default function OrdersPage() {
  const { data, error, refetch } = useQuery(OrdersPageQuery, { fetchPolicy: 'cache-and-network' });

  if (!data) {
    return <PageNotReady failed={Boolean(error)} retry={refetch} loading={<PageFallback />} />;
  }
  // `cart` is null exactly when nobody is signed in.
  if (!data.cart) return <SignInRedirect next="/orders" />;

  return (
    <div className="page container orders-page">
      <DocumentHead title={orderMessages.ordersTitle} description={orderMessages.ordersDescription} />
      <Breadcrumbs items={[{ label: orderMessages.ordersTitle }]} />
      <h1 className="orders-page__title">{orderMessages.ordersTitle}</h1>
      {data.orders.length === 0 ? (
        <section className="cart-empty">
          <p className="cart-empty__text">{orderMessages.noOrders}</p>
          <Link to="/" className="button button--primary">
            {cartMessages.viewProducts}
          </Link>
        </section>
      ) : (
        <ul className="orders-list">
          {data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                paymentInfo={data.paymentInfo}
                actions={<ReorderButton code={order.code} />}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
