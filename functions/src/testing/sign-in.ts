import { TOTP } from 'otpauth';

/**
 * The first partner's first sign-in for the benchmarks and the flow test: the password step, then the TOTP enrolment
 * with a code of the new key, as the CRM does it (docs/product/staff-accounts.md#sign-in).
 *
 * @param siteUrl - the runner's URL.
 * @param email - the first partner's address (the local stack's `ADMIN_EMAIL`).
 * @param password - the password the stack was started with.
 * @returns the session id of the session cookie.
 * @throws Error naming the step that failed.
 */
export async function enrolAndSignIn(siteUrl: string, email: string, password: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(new URL(path, siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return { body: (await response.json()) as Record<string, unknown>, cookies: response.headers.getSetCookie() };
  };
  const { challenge } = (await post('/api/admin/login', { email, password })).body;
  const { secret } = (await post('/api/admin/mfa/totp/setup', { challenge })).body;
  const code = new TOTP({ secret: String(secret) }).generate();
  const { cookies } = await post('/api/admin/mfa/totp/confirm', { challenge, code });
  const sessionId = /^__Host-meridian-session=([^;]+);/.exec(cookies[0] ?? '')?.[1];
  if (!sessionId) throw new Error('The enrolment set no session cookie');
  return sessionId;
}
