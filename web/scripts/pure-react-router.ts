import type { Plugin } from 'vite';

/** React Router's production build: the chunk files its package entry re-exports. */
const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

/**
 * Marks React Router's top-level component and context definitions as side-effect free, so the
 * bundler can drop the ones the app never uses (React Router ships them without `@__PURE__`):
 * each `X.displayName = "..."` statement goes (a name for React's developer tools only) and each
 * `= React.forwardRef(`, `React.createContext(` and `React.memo(` gets the `@__PURE__` annotation.
 * Without this, `Form` (with `useSubmit`, form encoding), the prefetch links and the RSC pieces
 * stay in every page's entry chunk (about 1.4 KB gzip). `pure-react-router.test.ts` bundles a page
 * with the installed React Router with and without it.
 * @param code - the module's source
 * @returns the source with those statements removed and those calls annotated
 */
export function markReactRouterPure(code: string): string {
  return code
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm, '')
    .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
}

/**
 * Vite plugin applying {@link markReactRouterPure} to React Router's production chunks during the
 * client build (docs/decisions/036-critical-css-inline-boot-and-page-budgets.md#budgets).
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'meridian:pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_CHUNK },
      handler(code) {
        return { code: markReactRouterPure(code), map: null };
      },
    },
  };
}
