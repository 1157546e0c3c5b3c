import { useSearchParams } from 'react-router-dom';
import type { ProductPageQuery } from '../../gql/graphql';
import { productMessages } from '../../messages';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { DocumentHead } from '../common/DocumentHead';
import { useRenderStages } from '../common/use-render-stages';
import { OrderForm } from './OrderForm';
import { PriceTable } from './PriceTable';
import { ProductGallery } from './ProductGallery';
import { ProductLoading } from './ProductLoading';
import { ProductLowerSections } from './ProductLowerSections';
import { ProductOptions } from './ProductOptions';
import { ProductSpecs } from './ProductSpecs';
import { ProductSummary } from './ProductSummary';
import { QuotePanel } from './QuotePanel';
import { pickPriceTable, readSelection, sidesCount, withChoice, type Selection, type SelectionKey } from './selection';

export type PageProduct = NonNullable<ProductPageQuery['product']>;

interface ProductDetailsProps {
  product: PageProduct;
  hotlines: readonly string[];
}

/**
 * The task that brings the product in only keeps the skeleton; the page then
 * comes in three renders of its own: the picture and name, then the options,
 * prices and specs, then the sections below the fold.
 */
export function ProductDetails({ product, hotlines }: ProductDetailsProps) {
  const stage = useRenderStages(3);
  const [params, setParams] = useSearchParams();
  const selection: Selection = readSelection(params, product.options);
  const table = pickPriceTable(product.priceTables, selection);

  const choose = (key: SelectionKey, value: string) => {
    // Replace: trying options should not fill the back button's history.
    setParams(withChoice(params, key, value), { replace: true });
  };

  if (stage === 0) return <ProductLoading />;

  const crumbs = product.category
    ? [{ label: product.category, to: `/?category=${encodeURIComponent(product.categorySlug)}` }, { label: product.name }]
    : [{ label: product.name }];

  return (
    <div className="page container product-page">
      <DocumentHead title={product.name} description={product.tagline ?? product.description?.paragraphs[0] ?? undefined} />
      <Breadcrumbs items={crumbs} />
      <div className="product-layout">
        <div className="product-layout__media">
          <ProductGallery product={product} />
        </div>
        <div className="product-layout__buy product-card">
          <ProductSummary product={product} />
          {stage >= 2 ? (
            <>
              <h2 className="visually-hidden">{productMessages.optionsTitle}</h2>
              <ProductOptions product={product} selection={selection} onChoose={choose} />
              <PriceTable table={table} hotlines={hotlines} sides={sidesCount(selection.sides)} />
              <QuotePanel productId={product.id} productName={product.name} selection={selection} hotlines={hotlines}>
                {(order) => <OrderForm onOrder={order} hotlines={hotlines} />}
              </QuotePanel>
            </>
          ) : (
            <div className="product-page__placeholder" />
          )}
        </div>
        <div className="product-layout__specs">{stage >= 2 && <ProductSpecs product={product} />}</div>
      </div>
      {stage >= 3 ? <ProductLowerSections product={product} /> : <div className="product-page__placeholder" />}
    </div>
  );
}
