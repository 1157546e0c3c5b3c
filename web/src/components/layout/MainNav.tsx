import { useDeferredValue } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { headerMessages } from '../../messages';
import type { Viewer } from './AccountMenu';
import { ProductsMenu } from './ProductsMenu';
import type { ProductsMenu_CategoryFragment, ProductsMenu_ProductFragment } from '../../gql/graphql';

interface MainNavProps {
  id: string;
  open: boolean;
  viewer: Viewer | null;
  cartCount: number;
  categories: readonly ProductsMenu_CategoryFragment[];
  products: readonly ProductsMenu_ProductFragment[];
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'main-nav__link is-active' : 'main-nav__link');

export function MainNav({ id, open, viewer, cartCount, categories, products }: MainNavProps) {
  // The closed menu's hundred links can wait: rendered apart, they do not lengthen the task that brings the layout data in.
  const menuCategories = useDeferredValue(categories);
  const menuProducts = useDeferredValue(products);
  return (
    <nav id={id} aria-label={headerMessages.mainNav} className={open ? 'main-nav is-open' : 'main-nav'}>
      <ul className="main-nav__list container">
        <li>
          <NavLink to="/" end className={linkClass}>{headerMessages.navHome}</NavLink>
        </li>
        <li>
          {/* SPEC: the blog entry leads a shopper to the cart and a visitor to login. */}
          <Link to={viewer ? '/carts' : '/login'} className="main-nav__link">{headerMessages.navBlog}</Link>
        </li>
        <li>
          <ProductsMenu categories={menuCategories} products={menuProducts} />
        </li>
        <li>
          <Link to="/#trending" className="main-nav__link">{headerMessages.navHot}</Link>
        </li>
        <li>
          <NavLink to="/orders" className={linkClass}>{headerMessages.navOrders}</NavLink>
        </li>
        <li>
          <NavLink to="/carts" className={linkClass} aria-label={cartCount > 0 ? headerMessages.navCartCount(cartCount) : undefined}>
            {headerMessages.navCart}
            {cartCount > 0 && (
              <span className="main-nav__badge" aria-hidden="true" data-testid="cart-count">
                {cartCount}
              </span>
            )}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
