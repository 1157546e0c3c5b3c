import { Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { lazyPage, type LazyPage } from './components/common/lazy-page';
import { PageErrorBoundary } from './components/common/PageErrorBoundary';
import { PageFallback } from './components/common/PageFallback';
import { Layout } from './components/layout/Layout';

const HomePage = lazyPage(() => import('./routes/home'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));

const PAGES: readonly { path: string; Page: LazyPage }[] = [
  { path: '/', Page: HomePage },
  { path: '/home', Page: HomePage },
  { path: '/product', Page: lazyPage(() => import('./routes/product')) },
  { path: '/login', Page: lazyPage(() => import('./routes/login')) },
  { path: '/register', Page: lazyPage(() => import('./routes/register')) },
  { path: '/account', Page: lazyPage(() => import('./routes/account')) },
  { path: '/orders', Page: lazyPage(() => import('./routes/orders')) },
  { path: '/carts', Page: lazyPage(() => import('./routes/carts')) },
  { path: '/orderConfirmation', Page: lazyPage(() => import('./routes/order-confirmation')) },
  { path: '/order-confirmation', Page: lazyPage(() => import('./routes/order-confirmation-alias')) },
  { path: '/accountVerification', Page: lazyPage(() => import('./routes/account-verification')) },
  { path: '/forgetPass', Page: lazyPage(() => import('./routes/forget-pass')) },
  { path: '/reviewModeration', Page: lazyPage(() => import('./routes/review-moderation')) },
];

/** Loads the chunk of the page at `pathname`, so the first render can show it without a fallback. */
export function preloadPage(pathname: string): Promise<void> {
  const page = PAGES.find(({ path }) => matchPath(path, pathname))?.Page ?? NotFoundPage;
  return page.preload();
}

export function App() {
  const { pathname } = useLocation();
  return (
    <Layout>
      {/* Keyed by path so leaving a crashed page gives the next one a fresh start. */}
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            {PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </Layout>
  );
}
