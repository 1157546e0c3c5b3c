import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { DocumentHead } from '../components/common/DocumentHead';
import { PageNotReady } from '../components/common/ErrorRetry';
import { PageFallback } from '../components/common/PageFallback';
import { CartLineItem } from '../components/cart/CartLineItem';
import { CartSummary } from '../components/cart/CartSummary';
import { RelatedProductList } from '../components/cart/RelatedProductList';
import { writePendingOrder } from '../components/order/pending-order';
import { SignInRedirect } from '../components/order/SignInRedirect';
import { graphql } from '../gql';
import { cartMessages } from '../messages';
import '../components/cart/cart.css';
import '../components/order/quote.css';

const CartPageQuery = graphql(`
  query CartPage {
    cart {
      lineCount
      lines {
        id
        productId
        ...CartLineItem_line
      }
    }
    shop {
      hotlines
    }
    products(first: 12, sort: VIEWS_DESC) {
      edges {
        node {
          id
          ...ProductTile_product
        }
      }
    }
  }
`);

const RemoveFromCartMutation = graphql(`
  mutation CartRemoveLine($lineId: ID!) {
    removeFromCart(lineId: $lineId) {
      lineCount
      lines {
        id
        productId
        ...CartLineItem_line
      }
    }
  }
`);

const RELATED_COUNT = 8;

export default function CartsPage() {
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(CartPageQuery);
  const [removeLine] = useMutation(RemoveFromCartMutation);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [removeFailed, setRemoveFailed] = useState(false);

  if (!data) {
    return <PageNotReady failed={Boolean(error)} retry={refetch} loading={<PageFallback />} />;
  }
  if (!data.cart) return <SignInRedirect next="/carts" />;

  const lines = data.cart.lines;
  const chosen = lines.filter((line) => ticked.has(line.id));
  const total = chosen.reduce((sum, line) => sum + (line.quote.__typename === 'Quote' ? line.quote.total : 0), 0);
  const deposit = chosen.reduce((sum, line) => sum + (line.quote.__typename === 'Quote' ? line.quote.deposit : 0), 0);
  const inCart = new Set(lines.map((line) => line.productId));
  const related = data.products.edges
    .map((edge) => edge.node)
    .filter((product) => !inCart.has(product.id))
    .slice(0, RELATED_COUNT);

  const toggle = (lineId: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(lineId);
      else next.delete(lineId);
      return next;
    });
  const allTicked = lines.length > 0 && chosen.length === lines.length;

  const remove = (lineId: string) => {
    setRemoveFailed(false);
    setRemoving((current) => new Set(current).add(lineId));
    removeLine({
      variables: { lineId },
      update(cache, { data: result }) {
        if (result?.removeFromCart) cache.writeQuery({ query: CartPageQuery, data: { ...data, cart: result.removeFromCart } });
      },
    })
      .then(({ data: result }) => {
        if (!result?.removeFromCart) return navigate('/login?next=/carts');
        toggle(lineId, false);
      })
      .catch(() => setRemoveFailed(true))
      .finally(() =>
        setRemoving((current) => {
          const next = new Set(current);
          next.delete(lineId);
          return next;
        }),
      );
  };

  const order = () => {
    writePendingOrder(sessionStorage, { kind: 'cart', cartLineIds: chosen.map((line) => line.id) });
    navigate('/orderConfirmation');
  };

  return (
    <div className="page container cart-page">
      <DocumentHead title={cartMessages.title} description={cartMessages.description} />
      <Breadcrumbs items={[{ label: cartMessages.title }]} />
      <div className="cart-page__head">
        <h1>{cartMessages.title}</h1>
        <Link to="/" className="button button--outline">
          {cartMessages.viewProducts}
        </Link>
      </div>
      {lines.length === 0 ? (
        <section className="cart-empty">
          <p className="cart-empty__text">{cartMessages.empty}</p>
        </section>
      ) : (
        <div className="cart-layout">
          <div className="cart-layout__lines">
            <div className="cart-toolbar">
              <label className="cart-toolbar__all">
                <input
                  type="checkbox"
                  checked={allTicked}
                  onChange={(event) => setTicked(event.target.checked ? new Set(lines.map((line) => line.id)) : new Set())}
                />
                {cartMessages.selectAll}
              </label>
              <span className="cart-toolbar__count">{cartMessages.lineCount(data.cart.lineCount)}</span>
            </div>
            {removeFailed && (
              <p className="notice notice--error" role="alert">
                {cartMessages.removeFailed}
              </p>
            )}
            <ul className="cart-lines">
              {lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  hotlines={data.shop.hotlines}
                  checked={ticked.has(line.id)}
                  onToggle={(on) => toggle(line.id, on)}
                  onRemove={() => remove(line.id)}
                  removing={removing.has(line.id)}
                />
              ))}
            </ul>
          </div>
          <CartSummary selectedCount={chosen.length} total={total} deposit={deposit} onOrder={order} />
        </div>
      )}
      <RelatedProductList products={related} />
    </div>
  );
}
