import { useSearchParams } from 'react-router-dom';
import type { ProductPageQuery } from '../../gql/graphql';
import { productMessages } from '../../messages';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { DocumentHead } from '../common/DocumentHead';
import { OrderForm } from './OrderForm';
import { PriceTable } from './PriceTable';
import { PrintAreaExample } from './PrintAreaExample';
import { ProductGallery } from './ProductGallery';
import { ProductInfoTabs } from './ProductInfoTabs';
import { ProductOptions } from './ProductOptions';
import { ProductSpecs } from './ProductSpecs';
import { ProductSummary } from './ProductSummary';
import { QuotePanel } from './QuotePanel';
import { RelatedProducts } from './RelatedProducts';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { pickPriceTable, readSelection, sidesCount, withChoice, type Selection, type SelectionKey } from './selection';

export type PageProduct = NonNullable<ProductPageQuery['product']>;

interface ProductDetailsProps {
  product: PageProduct;
  hotlines: readonly string[];
}

/** The print-area example belongs to rounded-corner cards only ('Card bo góc'). */
const PRINT_AREA_CATEGORY = 'cardbogoc';

export function ProductDetails({ product, hotlines }: ProductDetailsProps) {
  const [params, setParams] = useSearchParams();
  const selection: Selection = readSelection(params, product.options);
  const table = pickPriceTable(product.priceTables, selection);

  const choose = (key: SelectionKey, value: string) => {
    // Replace: trying options should not fill the back button's history.
    setParams(withChoice(params, key, value), { replace: true });
  };

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
          <h2 className="visually-hidden">{productMessages.optionsTitle}</h2>
          <ProductOptions product={product} selection={selection} onChoose={choose} />
          <PriceTable table={table} hotlines={hotlines} sides={sidesCount(selection.sides)} />
          <QuotePanel productId={product.id} productName={product.name} selection={selection} hotlines={hotlines}>
            {(order) => <OrderForm onOrder={order} hotlines={hotlines} />}
          </QuotePanel>
        </div>
        <div className="product-layout__specs">
          <ProductSpecs product={product} />
        </div>
      </div>
      <ProductInfoTabs product={product} />
      {product.categorySlug === PRINT_AREA_CATEGORY && <PrintAreaExample />}
      <ReviewsSection product={product} />
      <RelatedProducts product={product} />
    </div>
  );
}
