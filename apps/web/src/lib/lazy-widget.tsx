import { type ComponentType, lazy, Suspense } from 'react';
import { isChunkLoadError, type ReloadEnv, reloadOnce } from './reload-once';

/**
 * A shell widget loaded only when it is first rendered (the signed-in header's balance, the overlays
 * of a signed-in user ...), so the first load of a page carries only what its first paint needs.
 * Renders nothing while loading. A widget whose chunk fails reloads the page once (seed 000 section 8)
 * and otherwise renders nothing: a missing widget never breaks the page.
 */
export function lazyWidget<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  env: ReloadEnv = {},
): M[K] extends ComponentType<infer P> ? ComponentType<P & object> : never {
  const Lazy = lazy(async () => {
    try {
      const mod = await load();
      return { default: mod[name] as ComponentType<object> };
    } catch (error) {
      if (isChunkLoadError(error)) reloadOnce(env);
      else console.error('[lazyWidget]', error);
      return { default: () => null };
    }
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per widget at module level, like lazy()
  function Widget(props: object) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Widget as never;
}
