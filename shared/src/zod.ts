import * as z from 'zod';

/**
 * The project's zod, configured once: every schema module imports `z` from here, never from
 * 'zod' directly.
 *
 * `jitless: true` stops zod 4 from probing `new Function('')` to compile fast object parsers. The
 * production Content-Security-Policy (`script-src 'self'`, no `unsafe-eval`; issue 5) blocks that
 * probe and reports a violation on every parse in the browser; the interpreted parsers behave the
 * same and are fast enough for form and API payloads.
 */
z.config({ jitless: true });

export { z };
