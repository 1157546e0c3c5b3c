import { Link } from 'react-router-dom';
import { orderMessages } from '../../messages';
import type { OrderLink } from './order-link';

/** For a confirmation link whose choice is not pending here (new tab, shared, storage cleared): back to the product. */
export function LinkedProductHint({ link }: { link: OrderLink }) {
  return (
    <>
      <p className="linked-product-hint">{link.name ? orderMessages.linkedProduct(link.name) : orderMessages.linkedProductUnnamed}</p>
      <Link to={`/product?${new URLSearchParams({ productId: link.productId }).toString()}`} className="button button--primary">
        {orderMessages.chooseAgain}
      </Link>
    </>
  );
}
