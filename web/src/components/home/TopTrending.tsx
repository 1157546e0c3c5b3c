import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TopTrending_ItemFragment } from '../../gql/graphql';
import { homeMessages } from '../../messages';
import { FlameIcon } from '../common/icons';
import { productHref } from '../common/product-href';
import { Skeleton } from '../common/Skeleton';
import { ProductImage } from './ProductImage';

export const TopTrendingFragment = graphql(`
  fragment TopTrending_item on HotProduct {
    id
    rank
    material
    effect
    size
    product {
      id
      name
      categorySlug
      thumbnail
    }
  }
`);

const PLACEHOLDER_COUNT = 7;

/** The same boxes as a loaded item, so the products below do not move when the list arrives. */
function TrendingSkeleton() {
  return (
    <ol className="trending__list" aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
        <li key={index} className="trending__item">
          <span className="trending__placeholder">
            <Skeleton height="auto" className="trending__image-skeleton" radius="10px" />
            <span className="trending__name">
              <Skeleton height="0.9em" width="80%" />
            </span>
            <span className="trending__options">
              <Skeleton height="0.9em" width="55%" />
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Ranked hot products; each link preselects the options the shop chose for it. */
export function TopTrending({ items: latest }: { items: readonly TopTrending_ItemFragment[] | undefined }) {
  // Rendered after the slider (the largest paint) in a render of its own, which keeps each task short.
  const items = useDeferredValue(latest);
  const ranked = items?.flatMap((item) => (item.product ? [{ ...item, product: item.product }] : []));
  return (
    <section id="trending" className="section trending" aria-labelledby="trending-title" aria-busy={!items}>
      <h2 id="trending-title" className="section__title">
        <FlameIcon className="section__title-icon" width={26} height={26} />
        {homeMessages.trending}
      </h2>
      {!ranked ? (
        <TrendingSkeleton />
      ) : (
        <ol className="trending__list">
          {ranked.map((item) => {
            const options = [item.material, item.effect, item.size].filter(Boolean).join(' · ');
            return (
              <li key={item.id} className="trending__item">
                <Link
                  className="trending__link"
                  to={productHref({
                    productId: item.product.id,
                    categorySlug: item.product.categorySlug,
                    material: item.material,
                    effect: item.effect,
                    size: item.size,
                  })}
                >
                  <span className="trending__rank">
                    <span className="visually-hidden">{homeMessages.trendingRankLabel}</span>
                    {item.rank}
                  </span>
                  <ProductImage src={item.product.thumbnail} name={item.product.name} className="trending__image" />
                  <span className="trending__name">{item.product.name}</span>
                  <span className="trending__options">{options}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
