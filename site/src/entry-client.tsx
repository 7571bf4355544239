import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { ClientsProvider, siteClients } from './lib/clients';
import { registerWorker } from './offline/register-worker';
import { preloadServedRoute } from './routes';
import { normalizePath } from './router/router';
import './styles/site.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <ClientsProvider clients={siteClients()}>
      <App />
    </ClientsProvider>
  </StrictMode>
);

// Prerendered pages hydrate (a split-out page is loaded first, so the tree matches the HTML);
// the development server's empty shell renders from scratch.
void preloadServedRoute(normalizePath(window.location.pathname), container).then(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

registerWorker();
