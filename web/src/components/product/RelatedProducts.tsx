import { graphql } from '../../gql';
import type { RelatedProducts_ProductFragment } from '../../gql/graphql';
import { productMessages } from '../../messages';
import { ProductTile } from '../home/ProductTile';

export const RelatedProductsFragment = graphql(`
  fragment RelatedProducts_product on Product {
    related(first: 6) {
      id
      ...ProductTile_product
    }
  }
`);

export function RelatedProducts({ product }: { product: RelatedProducts_ProductFragment }) {
  if (!product.related.length) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title" className="product-section-title">
        {productMessages.relatedTitle}
      </h2>
      <ul className="related__list">
        {product.related.map((p) => (
          <li key={p.id}>
            <ProductTile product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
