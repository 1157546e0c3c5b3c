import { ReviewsSection } from '../reviews/ReviewsSection';
import type { PageProduct } from './ProductDetails';
import { PrintAreaExample } from './PrintAreaExample';
import { ProductInfoTabs } from './ProductInfoTabs';
import { RelatedProducts } from './RelatedProducts';

/** The print-area example belongs to rounded-corner cards only ('Card bo góc'). */
const PRINT_AREA_CATEGORY = 'cardbogoc';

/** Tabs, print area, reviews and related products: the part of the product page below the fold. */
export function ProductLowerSections({ product }: { product: PageProduct }) {
  return (
    <>
      <ProductInfoTabs product={product} />
      {product.categorySlug === PRINT_AREA_CATEGORY && <PrintAreaExample />}
      <ReviewsSection product={product} />
      <RelatedProducts product={product} />
    </>
  );
}
