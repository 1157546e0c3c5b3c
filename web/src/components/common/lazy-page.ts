import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Starts loading the page's chunk; resolves once it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy, except that a page whose chunk came in before the first render
 * (main.tsx preloads the one in the address bar) renders at once: the first
 * paint is that page's own skeleton, not the generic fallback it would replace.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
