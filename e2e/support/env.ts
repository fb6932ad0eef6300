import { inject } from 'vitest';

/** What the global setup hands to every test file (see `global-setup.ts`). */
export interface E2eEnvironment {
  /** Base URL of the local runner (SPA and `/api`), without a trailing slash. */
  baseUrl: string;
  /** Base URL of the SES emulator (`GET /store`, `POST /clear-store`). */
  sesUrl: string;
  /** The first partner's address (`ADMIN_EMAIL` of the stack). */
  adminEmail: string;
  /** The first partner's password the stack was started with. */
  adminPassword: string;
  /** The first partner's TOTP key (base32), enrolled by the global setup; journeys make codes from it. */
  adminTotpSecret: string;
  /** DynamoDB Local of the stack, for the operator command `npm run admin:password`. */
  dynamodbEndpoint: string;
  /** Port of the stack's SMTP server for the reply domain (`sendReply` in `reply-mail.ts`). */
  smtpPort: number;
  /**
   * Base URL of the one-time schedule stand-in (`GET /schedules` lists the pending ones); a reused
   * stack gives it as `E2E_SCHEDULER_URL` (its `SCHEDULER_ENDPOINT`).
   */
  schedulerUrl?: string;
  /** Git-ignored folder for the route screenshots. */
  screenshotDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnvironment;
  }
}

/** The environment provided by the global setup. */
export function e2eEnv(): E2eEnvironment {
  return inject('e2e');
}
