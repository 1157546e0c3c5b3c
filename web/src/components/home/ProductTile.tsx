import { useState, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ProductTile_ProductFragment } from '../../gql/graphql';
import { commonMessages, homeMessages } from '../../messages';
import { formatCount, formatPrice } from '../common/format-price';
import { HeartIcon } from '../common/icons';
import { productHref } from '../common/product-href';
import { Skeleton } from '../common/Skeleton';
import { ProductImage } from './ProductImage';

export const ProductTileFragment = graphql(`
  fragment ProductTile_product on Product {
    id
    name
    price
    categorySlug
    thumbnail
    hoverImage
    viewCount
  }
`);

export function ProductTile({ product }: { product: ProductTile_ProductFragment }) {
  const href = productHref({ productId: product.id, categorySlug: product.categorySlug });
  // The second picture only shows under a mouse: fetched when one first enters the tile, never on a touch screen.
  const [mouseCame, setMouseCame] = useState(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setMouseCame(true);
  };
  return (
    <article className="tile" onPointerEnter={onPointerEnter}>
      {/* The name link below is the accessible one; this picture link only widens the click target. */}
      <Link to={href} className="tile__media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.thumbnail} name={product.name} className="tile__img" />
        {product.hoverImage && mouseCame && <img className="tile__img tile__img--hover" src={product.hoverImage} alt="" loading="lazy" width={400} height={400} />}
      </Link>
      <div className="tile__body">
        <h3 className="tile__name">
          <Link to={href}>{product.name}</Link>
        </h3>
        <div className="tile__meta">
          <p className="tile__price">{product.price === null || product.price === undefined ? commonMessages.priceOnRequest : formatPrice(product.price)}</p>
          <p className="tile__views" data-views={product.viewCount}>
            <HeartIcon />
            <span aria-hidden="true">{formatCount(product.viewCount)}</span>
            <span className="visually-hidden">{homeMessages.viewCount(formatCount(product.viewCount))}</span>
          </p>
        </div>
        <Link to={href} className="button button--primary tile__cta" aria-label={`${homeMessages.viewDetail}: ${product.name}`}>
          {homeMessages.viewDetail}
        </Link>
      </div>
    </article>
  );
}

export function ProductTileSkeleton() {
  return (
    <div className="tile-placeholder" aria-hidden="true">
      <Skeleton className="tile__media" height="auto" radius="0" />
      <div className="tile__body">
        <Skeleton height="1em" width="85%" />
        <Skeleton height="1em" width="45%" />
        <Skeleton height="2.4em" radius="999px" />
      </div>
    </div>
  );
}
