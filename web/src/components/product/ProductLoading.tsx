import { productMessages } from '../../messages';
import { Skeleton } from '../common/Skeleton';

/** The page's shape while its one request is under way. */
export function ProductLoading() {
  return (
    <div className="page container product-page product-page--loading" aria-busy="true">
      <p role="status" className="product-loading__status">
        {productMessages.loading}
      </p>
      <div className="product-layout">
        <div className="product-layout__media">
          <Skeleton height="auto" className="product-loading__media" radius="12px" />
        </div>
        <div className="product-layout__buy product-card">
          <Skeleton width="60%" height="2rem" />
          <Skeleton width="40%" height="1.2rem" />
          <Skeleton width="50%" height="1.6rem" />
          <Skeleton height="6rem" />
          <p className="product-loading__tables">{productMessages.loadingPriceTables}</p>
        </div>
      </div>
    </div>
  );
}
