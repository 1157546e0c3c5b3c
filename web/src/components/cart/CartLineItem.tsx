import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { CartLineItem_LineFragment } from '../../gql/graphql';
import { cartMessages } from '../../messages';
import { productHref } from '../common/product-href';
import { ProductImage } from '../home/ProductImage';
import { QuoteView } from '../order/QuoteView';
import { LineOptions } from './LineOptions';

export const CartLineItemFragment = graphql(`
  fragment CartLineItem_line on CartLine {
    id
    productId
    name
    product {
      id
      categorySlug
      thumbnail
    }
    ...LineOptions_line
    material {
      value
    }
    effect {
      value
    }
    size {
      value
    }
    quote {
      __typename
      ...QuoteView_quote
      ...QuoteView_priceOnRequest
      ... on InvalidInput {
        message
        field
      }
    }
    dpiWarning
  }
`);

interface CartLineItemProps {
  line: CartLineItem_LineFragment;
  hotlines: readonly string[];
  checked: boolean;
  onToggle: (checked: boolean) => void;
  onRemove: () => void;
  removing: boolean;
}

export function CartLineItem({ line, hotlines, checked, onToggle, onRemove, removing }: CartLineItemProps) {
  const checkboxId = `cart-line-${line.id}`;
  const href = line.product
    ? productHref({
        productId: line.productId,
        categorySlug: line.product.categorySlug,
        material: line.material.value,
        effect: line.effect.value,
        size: line.size.value,
      })
    : null;
  return (
    <li className="cart-line" data-line-id={line.id}>
      <div className="cart-line__pick">
        <input id={checkboxId} type="checkbox" checked={checked} onChange={(event) => onToggle(event.target.checked)} />
        <label htmlFor={checkboxId} className="visually-hidden">
          {cartMessages.selectLine(line.name)}
        </label>
      </div>
      <ProductImage src={line.product?.thumbnail} name={line.name} className="cart-line__image" />
      <div className="cart-line__body">
        <h2 className="cart-line__name">{href ? <Link to={href}>{line.name}</Link> : line.name}</h2>
        {!line.product && <p className="notice notice--warning">{cartMessages.productGone}</p>}
        <LineOptions line={line} />
        {line.dpiWarning && (
          <p className="notice notice--warning cart-line__dpi">
            <strong>{cartMessages.dpiWarning}:</strong> {line.dpiWarning}
          </p>
        )}
      </div>
      <div className="cart-line__price">
        <QuoteView quote={line.quote} hotlines={hotlines} />
      </div>
      <button
        type="button"
        className="button button--outline cart-line__remove"
        onClick={onRemove}
        disabled={removing}
        aria-label={cartMessages.removeLine(line.name)}
      >
        {removing ? cartMessages.removing : cartMessages.remove}
      </button>
    </li>
  );
}
