import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { captureAttribution } from './lib/attribution';
import { reloadOnce } from './lib/reload-once';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

captureAttribution();
// A preloaded chunk or stylesheet of an old deploy is gone: reload once (seed 000 section 8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});
if (import.meta.env.PROD) registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
