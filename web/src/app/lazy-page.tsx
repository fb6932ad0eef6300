import { type ComponentType, lazy, Suspense, type LazyExoticComponent } from 'react';
import { loadDeferredStyles } from '../lib/deferred-styles';

/** A route module: exports its page as `Component` (React Router's lazy-route convention). */
export interface PageModule {
  Component?: ComponentType | null;
}

/** Loads a route module. */
export type PageLoader = () => Promise<PageModule>;

const loaded = new Map<PageLoader, ComponentType>();
const lazyComponents = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function componentOf(module: PageModule): ComponentType {
  if (!module.Component) throw new Error('Route module exports no Component');
  return module.Component;
}

/**
 * Loads a route module ahead of rendering. The prerender and the browser call it for the current
 * URL before the first render, so the page renders synchronously and hydration matches.
 */
export async function preloadPage(load: PageLoader): Promise<void> {
  if (loaded.has(load)) return;
  loaded.set(load, componentOf(await load()));
}

function lazyComponentFor(load: PageLoader): LazyExoticComponent<ComponentType> {
  let component = lazyComponents.get(load);
  if (!component) {
    component = lazy(async () => {
      // A page the prerendered one did not contain needs the whole public stylesheet.
      const [module] = await Promise.all([load(), loadDeferredStyles()]);
      const Component = componentOf(module);
      loaded.set(load, Component);
      return { default: Component };
    });
    lazyComponents.set(load, component);
  }
  return component;
}

/** Props of {@link LazyPage}. */
export interface LazyPageProps {
  load: PageLoader;
}

/**
 * Renders a route module's page: directly when preloaded, otherwise through `React.lazy` (the
 * router's navigations run in transitions, so the previous page stays until the next is ready).
 */
export function LazyPage({ load }: LazyPageProps) {
  const Ready = loaded.get(load);
  if (Ready) return <Ready />;
  const Lazy = lazyComponentFor(load);
  return (
    <Suspense
      fallback={
        <p className="px-4 py-24 text-center text-muted-foreground" role="status">
          Loading...
        </p>
      }
    >
      <Lazy />
    </Suspense>
  );
}
