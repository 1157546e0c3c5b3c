import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { DocumentHead } from '../components/common/DocumentHead';
import { ErrorRetry } from '../components/common/ErrorRetry';
import { homeSearchParams, parseHomeParams, type HomeParams } from '../components/home/home-params';
import { ImageSlider } from '../components/home/ImageSlider';
import { ProductList } from '../components/home/ProductList';
import { TopTrending } from '../components/home/TopTrending';
import { graphql } from '../gql';
import { homeMessages } from '../messages';

const PAGE_SIZE = 12;

const HomeQuery = graphql(`
  query Home($category: String, $sort: ProductSort, $first: Int!) {
    imageSlides {
      ...ImageSlider_slide
    }
    hotProducts {
      ...TopTrending_item
    }
    categories {
      ...CategoryFilter_category
    }
    products(category: $category, sort: $sort, first: $first) {
      ...ProductList_connection
    }
  }
`);

const HomeMoreProductsQuery = graphql(`
  query HomeMoreProducts($category: String, $sort: ProductSort, $first: Int!, $after: String) {
    products(category: $category, sort: $sort, first: $first, after: $after) {
      ...ProductList_connection
    }
  }
`);

function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [ready, hash]);
}

export default function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseHomeParams(searchParams);
  const variables = { category: view.category || undefined, sort: view.sort, first: PAGE_SIZE };
  const { data, previousData, error, refetch, fetchMore } = useQuery(HomeQuery, { variables });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const shown = data ?? previousData;
  useScrollToHash(Boolean(shown));

  function changeView(next: Partial<HomeParams>) {
    setMoreFailed(false);
    setSearchParams(homeSearchParams({ ...view, ...next }), { preventScrollReset: true });
  }

  async function loadMore() {
    const after = data?.products.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({ query: HomeMoreProductsQuery, variables: { ...variables, after } });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  const categoryName = shown?.categories.find((c) => c.slug === view.category)?.name;
  return (
    <div className="page home">
      <DocumentHead title={categoryName ?? homeMessages.title} description={homeMessages.description} />
      <div className="container">
        <Breadcrumbs items={categoryName ? [{ label: categoryName }] : []} />
        <h1 className="visually-hidden">{homeMessages.heading}</h1>
      </div>
      {error && !shown ? (
        <div className="container">
          <ErrorRetry onRetry={() => void refetch()} />
        </div>
      ) : (
        <div className="container home__sections">
          <ImageSlider slides={shown?.imageSlides} />
          <TopTrending items={shown?.hotProducts} />
          <ProductList
            view={view}
            categories={shown?.categories ?? []}
            connection={data?.products}
            failed={Boolean(error)}
            onRetry={() => void refetch()}
            onCategory={(category) => changeView({ category })}
            onSort={(sort) => changeView({ sort })}
            loadingMore={loadingMore}
            moreFailed={moreFailed}
            onMore={() => void loadMore()}
          />
        </div>
      )}
    </div>
  );
}
