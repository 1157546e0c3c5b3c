import { useQuery, skipToken } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../components/common/Breadcrumbs';
import { DocumentHead } from '../components/common/DocumentHead';
import { PageNotReady } from '../components/common/ErrorRetry';
import { ProductDetails } from '../components/product/ProductDetails';
import { ProductLoading } from '../components/product/ProductLoading';
import { graphql } from '../gql';
import { commonMessages, productMessages } from '../messages';
import '../components/product/product.css';

const ProductPageQuery = graphql(`
  query ProductPage($id: ID!) {
    product(id: $id) {
      id
      name
      tagline
      category
      categorySlug
      description {
        paragraphs
      }
      ...ProductGallery_product
      ...ProductSummary_product
      ...ProductSpecs_product
      ...ProductOptions_product
      ...ProductInfoTabs_product
      priceTables {
        ...PriceTable_priceTable
      }
      ...RelatedProducts_product
      ...ReviewsSection_product
    }
    shop {
      hotlines
    }
  }
`);

function ProductNotFound() {
  return (
    <div className="page container">
      <DocumentHead title={productMessages.notFoundTitle} />
      <Breadcrumbs items={[{ label: productMessages.notFoundTitle }]} />
      <section className="notice-page">
        <h1>{productMessages.notFoundTitle}</h1>
        <p>{productMessages.notFoundText}</p>
        <Link className="button button--primary" to="/">
          {commonMessages.backHome}
        </Link>
      </section>
    </div>
  );
}

export default function ProductPage() {
  const [params] = useSearchParams();
  const productId = params.get('productId')?.trim() ?? '';
  const { data, error, refetch } = useQuery(ProductPageQuery, productId ? { variables: { id: productId } } : skipToken);
  // The shell scrolls up on a new path; a related product keeps the path, so do it here.
  useEffect(() => {
    // Block body: Chromium's scrollTo now returns a Promise, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [productId]);

  if (!productId) return <ProductNotFound />;
  if (data) {
    return data.product ? <ProductDetails product={data.product} hotlines={data.shop.hotlines} /> : <ProductNotFound />;
  }
  return <PageNotReady failed={Boolean(error)} retry={refetch} loading={<ProductLoading />} />;
}
