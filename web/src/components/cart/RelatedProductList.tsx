import type { ProductTile_ProductFragment } from '../../gql/graphql';
import { cartMessages } from '../../messages';
import { ProductTile } from '../home/ProductTile';

/** Other products to look at from the cart (the most viewed ones not already in it). */
export function RelatedProductList({ products }: { products: readonly ProductTile_ProductFragment[] }) {
  if (!products.length) return null;
  return (
    <section className="cart-related" aria-labelledby="cart-related-title">
      <h2 id="cart-related-title" className="cart-section-title">
        {cartMessages.related}
      </h2>
      <ul className="cart-related__list">
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
