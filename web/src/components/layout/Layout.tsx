import { useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import { headerMessages } from '../../messages';
import { SocialSignInReturn } from '../account/SocialSignInReturn';
import { useSignOut } from '../account/use-sign-out';
import { ErrorRetry } from '../common/ErrorRetry';
import { ChatWidget } from './ChatWidget';
import { Footer } from './Footer';
import { Header } from './Header';

/** Asked once per app load; pages make their own single query. */
const LayoutQuery = graphql(`
  query Layout {
    me {
      ...AccountMenu_viewer
    }
    cart {
      lineCount
    }
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
  const signOut = useSignOut();
  useScrollToTopOnNavigate();
  return (
    <>
      <a className="skip-link" href="#main">{headerMessages.skipToContent}</a>
      <SocialSignInReturn />
      <Header data={data} viewer={data?.me ?? null} cartCount={data?.cart?.lineCount ?? 0} onLogout={() => void signOut()} />
      {error && !data && (
        <div className="container">
          <ErrorRetry compact onRetry={() => void refetch()} />
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
