import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './components/common/PageErrorBoundary';
import { PageFallback } from './components/common/PageFallback';
import { Layout } from './components/layout/Layout';

const HomePage = lazy(() => import('./routes/home'));
const ProductPage = lazy(() => import('./routes/product'));
const LoginPage = lazy(() => import('./routes/login'));
const RegisterPage = lazy(() => import('./routes/register'));
const AccountPage = lazy(() => import('./routes/account'));
const OrdersPage = lazy(() => import('./routes/orders'));
const CartsPage = lazy(() => import('./routes/carts'));
const OrderConfirmationPage = lazy(() => import('./routes/order-confirmation'));
const OrderConfirmationAlias = lazy(() => import('./routes/order-confirmation-alias'));
const AccountVerificationPage = lazy(() => import('./routes/account-verification'));
const ForgetPassPage = lazy(() => import('./routes/forget-pass'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

export function App() {
  const { pathname } = useLocation();
  return (
    <Layout>
      {/* Keyed by path so leaving a crashed page gives the next one a fresh start. */}
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/home" element={<HomePage />} />
            <Route path="/product" element={<ProductPage />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/orders" element={<OrdersPage />} />
            <Route path="/carts" element={<CartsPage />} />
            <Route path="/orderConfirmation" element={<OrderConfirmationPage />} />
            <Route path="/order-confirmation" element={<OrderConfirmationAlias />} />
            <Route path="/accountVerification" element={<AccountVerificationPage />} />
            <Route path="/forgetPass" element={<ForgetPassPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </Layout>
  );
}
