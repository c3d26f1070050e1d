import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { captureAttribution } from './features/account/attribution';
import { reloadOnce } from './lib/reload-once';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

captureAttribution();
// A preloaded chunk or stylesheet of an old deploy is gone: reload once (seed 000 section 8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});
if (import.meta.env.PROD) registerServiceWorker();

// A cheap phone spends hundreds of milliseconds from here to the first screen; it is cut in short
// tasks between which the browser stays responsive: evaluating the modules, then React's root (it
// registers its event listeners), then the router (it matches the address and starts the page's
// chunks), then the first render, a transition React draws in small slices.
const next = (step: () => void) => setTimeout(step, 0);
next(() => {
  const root = createRoot(document.getElementById('root')!);
  next(() => {
    const router = createAppRouter();
    next(() => {
      startTransition(() => {
        root.render(
          <StrictMode>
            <App router={router} />
          </StrictMode>,
        );
      });
    });
  });
});
