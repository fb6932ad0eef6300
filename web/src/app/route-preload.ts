/**
 * Preloading a page from a screen inside the route tree (the CRM preloads the lead page,
 * docs/decisions/048-one-lead-page.md). The screens cannot import `routes.tsx`, which loads them
 * (an import cycle), so `routes.tsx` registers its `preloadRoute` here as it loads.
 */

type Preload = (pathname: string) => Promise<void>;

let registered: Preload | undefined;

/** Registers the route table's preload (`routes.tsx` does, once). */
export function registerRoutePreload(preload: Preload): void {
  registered = preload;
}

/**
 * Loads the page of `pathname` ahead of a navigation, as the route does, so `LazyPage` renders it in
 * the navigation without Suspense.
 *
 * @returns a promise that settles when it is loaded (at once when no route table is registered).
 * @throws the module's load error (the caller may ignore it: the navigation loads it again).
 */
export function preloadPageOf(pathname: string): Promise<void> {
  return registered ? registered(pathname) : Promise.resolve();
}
