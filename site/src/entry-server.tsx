/** Renders a route to HTML at build time (see scripts/prerender.ts). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { documentTitle, preloadRoute, resolveRoute, staticRoutes, stationRoutes } from './routes';
import { ClientsProvider, siteClients } from './lib/clients';
import { THEME_BOOT_SCRIPT } from './lib/theme';

export { preloadRoute, staticRoutes, stationRoutes, THEME_BOOT_SCRIPT };

/** The site's clients; prerendering calls none of them, but the pages ask for them. */
const clients = siteClients();

export function render(
  url: string,
  origin = '',
): {
  html: string;
  title: string;
  description: string;
  status: number;
  structuredData: object[];
} {
  const route = resolveRoute(new URL(url, 'http://localhost').pathname);
  const html = renderToString(
    <StrictMode>
      <ClientsProvider clients={clients}>
        <App url={url} />
      </ClientsProvider>
    </StrictMode>,
  );
  return {
    html,
    title: documentTitle(route),
    description: route.description,
    status: route.status,
    structuredData: route.structuredData?.(origin) ?? [],
  };
}
