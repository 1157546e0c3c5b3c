import { useDeferredValue } from 'react';
import { graphql } from '../../gql';
import type { CategoryFilter_CategoryFragment, ProductList_ConnectionFragment } from '../../gql/graphql';
import { commonMessages, homeMessages } from '../../messages';
import { ErrorRetry } from '../common/ErrorRetry';
import { CategoryFilter } from './CategoryFilter';
import type { HomeParams, ProductSortValue } from './home-params';
import { ProductTile, ProductTileSkeleton } from './ProductTile';
import { SortSelect } from './SortSelect';

export const ProductListFragment = graphql(`
  fragment ProductList_connection on ProductConnection {
    totalCount
    edges {
      cursor
      node {
        ...ProductTile_product
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

export const SKELETON_TILES = 8;

interface ProductListProps {
  view: HomeParams;
  categories: readonly CategoryFilter_CategoryFragment[];
  /** Undefined while the first page for this view loads. */
  connection: ProductList_ConnectionFragment | undefined;
  failed: boolean;
  onRetry: () => void;
  onCategory: (slug: string) => void;
  onSort: (sort: ProductSortValue) => void;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore: () => void;
}

export function ProductList(props: ProductListProps) {
  const { view, failed, onRetry, loadingMore, moreFailed, onMore } = props;
  // Mostly below the fold: rendered after the slider in a render of its own, which keeps each task short.
  const categories = useDeferredValue(props.categories);
  const connection = useDeferredValue(props.connection);
  const selected = categories.find((c) => c.slug === view.category || c.name === view.category)?.slug ?? view.category;
  return (
    <section id="products" className="section products" aria-labelledby="products-title" aria-busy={!connection && !failed}>
      <div className="products__head">
        <h2 id="products-title" className="section__title">
          {homeMessages.products}
          {connection && <span className="products__count">{homeMessages.productCount(connection.totalCount)}</span>}
        </h2>
        <SortSelect value={view.sort} onChange={props.onSort} />
      </div>
      <CategoryFilter categories={categories} selected={selected} onSelect={props.onCategory} />
      {failed ? (
        <ErrorRetry onRetry={onRetry} />
      ) : !connection ? (
        <div className="product-grid">
          <p className="visually-hidden" role="status">{commonMessages.loading}</p>
          {Array.from({ length: SKELETON_TILES }, (_, index) => <ProductTileSkeleton key={index} />)}
        </div>
      ) : connection.edges.length === 0 ? (
        <p className="products__empty">{homeMessages.noProducts}</p>
      ) : (
        <>
          <ul className="product-grid">
            {connection.edges.map(({ node }) => (
              <li key={node.id}>
                <ProductTile product={node} />
              </li>
            ))}
          </ul>
          {moreFailed && <ErrorRetry compact onRetry={onMore} />}
          {connection.pageInfo.hasNextPage && !moreFailed && (
            <div className="products__more">
              <button type="button" className="button button--outline" onClick={onMore} disabled={loadingMore} aria-busy={loadingMore}>
                {loadingMore ? commonMessages.loading : homeMessages.loadMore}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
