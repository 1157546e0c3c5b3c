import { graphql } from '../../gql';
import type { ProductSummary_ProductFragment } from '../../gql/graphql';
import { commonMessages, productMessages } from '../../messages';
import { formatCount, formatPrice } from '../common/format-price';
import { RatingBadge } from '../reviews/RatingBadge';

export const ProductSummaryFragment = graphql(`
  fragment ProductSummary_product on Product {
    name
    tagline
    price
    category
    viewCount
    ...RatingBadge_product
  }
`);

export function ProductSummary({ product }: { product: ProductSummary_ProductFragment }) {
  // The shop's own starting price: price-table cells are totals for a quantity, not a unit price.
  const from = product.price;
  return (
    <header className="product-summary">
      {product.category && <p className="product-summary__category">{product.category}</p>}
      <h1 className="product-summary__name">{product.name}</h1>
      {product.tagline && <p className="product-summary__tagline">{product.tagline}</p>}
      <div className="product-summary__meta">
        <RatingBadge product={product} className="product-summary__rating" />
        <p className="product-summary__views">{productMessages.viewCount(formatCount(product.viewCount))}</p>
      </div>
      <p className="product-summary__price">
        {from !== null && from !== undefined ? (
          <>
            <span className="product-summary__price-label">{productMessages.priceFrom}</span>{' '}
            <strong>{formatPrice(from)}</strong>
          </>
        ) : (
          <strong>{commonMessages.priceOnRequest}</strong>
        )}
      </p>
    </header>
  );
}
