/** Registers public/sw.js (production builds only; see main.tsx). Failures never break the page. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      /* offline support is a bonus; the site works without it */
    });
  });
}
