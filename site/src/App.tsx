import { Suspense, useEffect } from 'react';
import { Toaster } from 'sonner';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { useResolvedTheme } from './lib/theme';
import { AccountPreferencesSync } from './lib/account-preferences';
import { AuthProvider } from './lib/auth';
import { OfflineNotice } from './offline/OfflineNotice';
import { documentTitle, preloadRoute, resolveRoute } from './routes';
import { RouterProvider, useRouter } from './router/router';

function CurrentPage() {
  const { pathname, search } = useRouter();
  const route = resolveRoute(pathname);
  useEffect(() => {
    document.title = documentTitle(route, search);
    document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
  }, [route, search]);
  return (
    <main id="main" tabIndex={-1}>
      <Suspense fallback={null}>{route.element}</Suspense>
    </main>
  );
}

/** Marks the document once React owns it, so scripts and tests know the controls now respond. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export function App({ url }: { url?: string }) {
  const theme = useResolvedTheme();
  return (
    <RouterProvider url={url} prepare={preloadRoute}>
      <AuthProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <OfflineNotice />
        <CurrentPage />
        <Footer />
        <Toaster
          position="top-right"
          // Below the sticky header, never over it.
          offset={{ top: 'calc(var(--header-height) + 0.75rem)' }}
          mobileOffset={{ top: 'calc(var(--header-height) + 0.5rem)' }}
          theme={theme}
          closeButton
          richColors
        />
        <HydrationMark />
        <AccountPreferencesSync />
      </AuthProvider>
    </RouterProvider>
  );
}
