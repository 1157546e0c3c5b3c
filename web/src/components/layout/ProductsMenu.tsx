import { useId } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ProductsMenu_CategoryFragment, ProductsMenu_ProductFragment } from '../../gql/graphql';
import { headerMessages } from '../../messages';
import { ChevronDownIcon } from '../common/icons';
import { productHref } from '../common/product-href';
import { useDisclosure } from './use-disclosure';

export const ProductsMenuFragments = graphql(`
  fragment ProductsMenu_category on Category {
    name
    slug
  }
  fragment ProductsMenu_product on Product {
    id
    name
    categorySlug
  }
`);

interface ProductsMenuProps {
  categories: readonly ProductsMenu_CategoryFragment[];
  products: readonly ProductsMenu_ProductFragment[];
}

interface Group {
  name: string;
  slug: string;
  products: ProductsMenu_ProductFragment[];
}

function groupByCategory(categories: ProductsMenuProps['categories'], products: ProductsMenuProps['products']): Group[] {
  const groups: Group[] = categories.map((c) => ({ name: c.name, slug: c.slug, products: [] }));
  const other: Group = { name: headerMessages.otherCategory, slug: '', products: [] };
  for (const product of products) {
    (groups.find((g) => g.slug === product.categorySlug) ?? other).products.push(product);
  }
  return [...groups, other].filter((g) => g.products.length > 0);
}

/** "Sản phẩm" disclosure: products grouped under their category. */
export function ProductsMenu({ categories, products }: ProductsMenuProps) {
  const { open, toggle, containerRef, toggleRef } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  const groups = groupByCategory(categories, products);
  return (
    <div className="dropdown products-menu" ref={containerRef}>
      <button
        ref={toggleRef}
        type="button"
        className="main-nav__link main-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {headerMessages.navProducts}
        <ChevronDownIcon />
      </button>
      <div id={panelId} className="dropdown__panel products-menu__panel" hidden={!open}>
        {groups.map((group) => (
          <div key={group.slug || 'other'} className="products-menu__group">
            {group.slug ? (
              <Link className="products-menu__title" to={`/?${new URLSearchParams({ category: group.slug }).toString()}`}>
                {group.name}
              </Link>
            ) : (
              <span className="products-menu__title">{group.name}</span>
            )}
            <ul>
              {group.products.map((product) => (
                <li key={product.id}>
                  <Link to={productHref({ productId: product.id, categorySlug: product.categorySlug })}>{product.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
