import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a component of any props: the lazy one keeps them
type AnyComponent = ComponentType<any>;

/**
 * A component exported by name from a module loaded on first render (React.lazy takes a default
 * export only). Several of one module's components share its chunk: the browser loads it once.
 * react-admin's layout shows its loading indicator meanwhile (the layout's Suspense).
 */
export function lazyExport<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
