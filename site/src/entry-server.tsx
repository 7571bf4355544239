/** Renders a route to HTML at build time (see scripts/prerender.ts). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { documentTitle, preloadRoute, resolveRoute, staticRoutes, stationRoutes } from './routes';
import { THEME_BOOT_SCRIPT } from './lib/theme';
import { setStationDataSource } from './stations/data';

export { preloadRoute, setStationDataSource, staticRoutes, stationRoutes, THEME_BOOT_SCRIPT };

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
      <App url={url} />
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
