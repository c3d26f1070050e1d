import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { isChunkLoadError, type ReloadEnv, reloadOnce } from './reload-once';

type RouteProps = Awaited<ReturnType<Exclude<RouteObject['lazy'], undefined | Record<string, unknown>>>>;
type LazyProps = Exclude<RouteObject['lazy'], undefined | Record<string, unknown>>;

/**
 * A lazy route whose chunk reloads the page once (at most once per 5 minutes) when it fails to load,
 * as after a deploy removed the old chunks. Use in routes.tsx:
 *
 *   { path: '/deposit', lazy: lazyRoute(() => import('../features/wallet/DepositPage'), 'DepositPage') }
 *   { path: '/esportes/*', lazy: lazyRoute(() => import('../features/sportsbook/route')) } // exports Component, loader...
 */
export function lazyRoute<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  component?: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M],
  env: ReloadEnv = {},
): LazyProps {
  return async () => {
    let mod: M;
    try {
      mod = await load();
    } catch (error) {
      if (isChunkLoadError(error) && reloadOnce(env)) {
        // The page is going away; keep the router waiting instead of flashing an error.
        return new Promise<RouteProps>(() => {});
      }
      throw error;
    }
    if (component) return { Component: mod[component] as ComponentType };
    if (typeof mod.default === 'function') return { Component: mod.default as ComponentType };
    return mod as RouteProps;
  };
}
