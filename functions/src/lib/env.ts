import * as z from '@meridian/shared/zod';

/**
 * Environment of the functions (docs/architecture.md, "Environment of the functions"). Each module
 * declares the variables it needs with `defineEnv`; handlers call the getter at module scope, so a
 * missing or malformed variable fails the cold start loudly instead of failing a request later.
 */

/** Thrown when required environment variables are missing or malformed. Names only, never values. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/**
 * Declares a set of environment variables. The returned getter validates `process.env` on its first
 * call and caches the result (once per cold start).
 *
 * @param shape - zod schemas keyed by variable name.
 * @returns a getter of the validated, typed values.
 * @throws ConfigurationError (from the getter) naming every invalid variable.
 */
export function defineEnv<S extends z.ZodRawShape>(shape: S): () => z.output<z.ZodObject<S>> {
  const schema = z.object(shape);
  let cached: z.output<z.ZodObject<S>> | undefined;
  return () => {
    if (cached) return cached;
    const result = schema.safeParse(process.env);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new ConfigurationError(`Invalid environment: ${problems.join('; ')}`);
    }
    cached = result.data;
    return cached;
  };
}

const required = z.string().trim().min(1, 'is required');

/** `TABLE_NAME`: the DynamoDB table (every function with table access). */
export const tableEnv = defineEnv({ TABLE_NAME: required });

/** `EVENT_BUS_NAME`: the custom EventBridge bus (functions that publish events). */
export const eventBusEnv = defineEnv({ EVENT_BUS_NAME: required });

const emailList = required.transform((value, ctx) => {
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address.length > 0);
  for (const address of addresses) {
    if (!/^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/.test(address)) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of email addresses' });
      return z.NEVER;
    }
  }
  return addresses;
});

/**
 * The lead notification's configuration (issue 3): `NOTIFY_TO` (comma-separated recipients),
 * `NOTIFY_FROM` (verified SES sender), `SITE_URL` (base URL for the CRM link, no trailing slash
 * needed) and the optional `SES_CONFIGURATION_SET`.
 */
export const notifyEnv = defineEnv({
  NOTIFY_TO: emailList,
  NOTIFY_FROM: required,
  SITE_URL: z.url('must be an absolute URL').transform((url) => url.replace(/\/+$/, '')),
  SES_CONFIGURATION_SET: z.string().trim().min(1).optional(),
});
