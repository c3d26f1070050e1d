import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollPlanFor } from './route-rules';

/**
 * Scroll rules of seed 000 section 2: sport and casino paths keep their own position (restored when
 * coming back), /download-app jumps to the top, other routes glide to the top. Back/forward restore.
 */
export function ScrollOnRouteChange() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previous = useRef<{ pathname: string; key: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const prev = previous.current;
    if (prev) positions.current.set(prev.key, window.scrollY);
    previous.current = { pathname, key };
    // the first page of a visit is already at the top: no scroll (nor the layout it forces)
    if (!prev || prev.pathname === pathname) return;
    const plan = scrollPlanFor(pathname);
    const saved = positions.current.get(navigationType === 'POP' ? key : `path:${pathname}`);
    if (plan.kind === 'restore' || navigationType === 'POP') {
      window.scrollTo({ top: saved ?? 0, behavior: 'instant' });
    } else {
      window.scrollTo({ top: 0, behavior: plan.behavior });
    }
  }, [pathname, key, navigationType]);

  // Own positions of sport and casino paths, by path (a new visit to the same list returns to it).
  useEffect(() => {
    if (scrollPlanFor(pathname).kind !== 'restore') return;
    const save = () => positions.current.set(`path:${pathname}`, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [pathname]);

  return null;
}
