// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { markReactRouterPure, pureReactRouter } from './pure-react-router';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** A page that uses what the site uses of React Router: the router, routes and links. */
const PAGE = `
import { createElement } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
export const page = createElement(BrowserRouter, null,
  createElement(Routes, null, createElement(Route, { path: '/', element: createElement(Link, { to: '/contact' }, 'Contact') })));
`;

const pageEntry: Plugin = {
  name: 'page-entry',
  resolveId: (id) => (id === 'virtual:page' ? id : null),
  load: (id) => (id === 'virtual:page' ? PAGE : null),
};

/** The minified bundle of {@link PAGE}, with or without the plugin. */
async function bundle(withPlugin: boolean): Promise<string> {
  const result = (await build({
    configFile: false,
    root: webRoot,
    logLevel: 'silent',
    plugins: [pageEntry, ...(withPlugin ? [pureReactRouter()] : [])],
    resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
    build: { write: false, rolldownOptions: { input: 'virtual:page', preserveEntrySignatures: 'strict' } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [output] = Array.isArray(result) ? result : [result];
  return output!.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('');
}

describe('pureReactRouter', () => {
  it.each([
    ['Form.displayName = "Form";\nexport {};\n', 'export {};\n'],
    ['HistoryRouter.displayName = "unstable_HistoryRouter";\n', ''],
    ['var Link = React10.forwardRef(\n', 'var Link = /* @__PURE__ */ React10.forwardRef(\n'],
    ['var RouteContext = React.createContext({', 'var RouteContext = /* @__PURE__ */ React.createContext({'],
    [
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
    ],
    // Anything else is left as it is: a call inside a function, a displayName read.
    ['  return React.createElement("a", props);\n', '  return React.createElement("a", props);\n'],
    ['const name = Link.displayName;\n', 'const name = Link.displayName;\n'],
  ])('rewrites %j to %j', (code, expected) => {
    expect(markReactRouterPure(code)).toBe(expected);
  });

  it("drops React Router's Form and its submission code from a page that only routes and links", async () => {
    const [plain, pure] = await Promise.all([bundle(false), bundle(true)]);
    for (const formCode of ['application/x-www-form-urlencoded', 'formmethod']) {
      expect(plain).toContain(formCode);
      expect(pure).not.toContain(formCode);
    }
    expect(pure).toContain('/contact');
    expect(pure.length).toBeLessThan(plain.length - 4000);
  }, 60_000);
});
