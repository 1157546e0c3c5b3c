import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { LayoutQuery } from '../../gql/graphql';
import { headerMessages } from '../../messages';
import { formatCount } from '../common/format-price';
import { CloseIcon, MenuIcon } from '../common/icons';
import { AccountMenu, type Viewer } from './AccountMenu';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { SearchBox } from './SearchBox';
import { SocialLinks } from './SocialLinks';
import { TextBanner } from './TextBanner';

interface HeaderProps {
  data: LayoutQuery | undefined;
  viewer: Viewer | null;
  /** Lines in the signed-in shopper's cart (0 for a visitor). */
  cartCount: number;
  onLogout?: () => void;
}

const NAV_ID = 'main-nav';

export function Header({ data, viewer, cartCount, onLogout }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search, location.hash]);

  const categories = data?.categories ?? [];
  const products = data?.products.edges.map((edge) => edge.node) ?? [];
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <SocialLinks shop={data?.shop} />
          {data && <span className="topbar__members">{headerMessages.members(formatCount(data.shop.memberCount))}</span>}
          <AccountMenu viewer={viewer} onLogout={onLogout} />
        </div>
      </div>
      <div className="mainbar container">
        <Logo />
        <SearchBox products={products} categories={categories} />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          aria-label={headerMessages.menu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <MainNav id={NAV_ID} open={menuOpen} viewer={viewer} cartCount={cartCount} categories={categories} products={products} />
      <TextBanner slides={data?.textSlides ?? []} />
    </header>
  );
}
