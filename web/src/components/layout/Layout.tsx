import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import { headerMessages } from '../../messages';
import { SocialSignInReturn } from '../account/SocialSignInReturn';
import { useViewerAndCart } from '../account/use-current-viewer';
import { useSignOut } from '../account/use-sign-out';
import { ErrorRetry } from '../common/ErrorRetry';
import { ChatWidget } from './ChatWidget';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Asked once per app load; pages make their own single query. Catalogue and
 * shop data only, the same for every shopper: it is a public operation the BFF
 * answers from its shared cache. Who is signed in comes from useViewerAndCart.
 */
const LayoutQuery = graphql(`
  query Layout {
    shop {
      memberCount
      ...SocialLinks_shop
      ...Footer_shop
      ...ChatWidget_shop
    }
    categories {
      ...ProductsMenu_category
    }
    products(first: 100) {
      edges {
        node {
          ...ProductsMenu_product
        }
      }
    }
    textSlides {
      ...TextBanner_slide
    }
  }
`);

function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Block body on purpose: current Chromium's scrollTo returns a Promise, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function Layout({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useQuery(LayoutQuery);
  const shopper = useViewerAndCart();
  const signOut = useSignOut();
  useScrollToTopOnNavigate();
  return (
    <>
      <a className="skip-link" href="#main">{headerMessages.skipToContent}</a>
      <SocialSignInReturn />
      <Header data={data} viewer={shopper.viewer} cartCount={shopper.cartCount} onLogout={() => void signOut()} />
      {((error && !data) || shopper.failed) && (
        <div className="container">
          <ErrorRetry
            compact
            onRetry={() => {
              if (error) void refetch();
              if (shopper.failed) void shopper.refetch();
            }}
          />
        </div>
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer shop={data?.shop} />
      <ChatWidget shop={data?.shop} />
    </>
  );
}
