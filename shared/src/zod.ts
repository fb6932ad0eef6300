import { config } from 'zod';

/**
 * The project's zod, configured once: every module imports it as `import * as z from './zod'`
 * (or `'@meridian/shared/zod'`), never from 'zod' directly. It re-exports zod's named exports, so
 * bundlers still tree-shake what a module does not use (zod's locales stay out).
 *
 * `jitless: true` stops zod 4 from probing `new Function('')` to compile fast object parsers. The
 * production Content-Security-Policy (`script-src 'self'`, no `unsafe-eval`) blocks that
 * probe and reports a violation on every parse in the browser; the interpreted parsers behave the
 * same and are fast enough for form and API payloads.
 */
config({ jitless: true });

export * from 'zod';
