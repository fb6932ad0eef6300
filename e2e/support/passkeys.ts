import type { CDPSession, Page } from 'playwright-core';

/**
 * A platform authenticator with user verification, as a laptop's passkey store, in Chromium's
 * WebAuthn domain of the DevTools protocol (docs/product/staff-accounts.md#passkeys): the page's
 * `navigator.credentials` calls are answered by it without a prompt.
 *
 * @param page - the page whose browser context gets the authenticator.
 * @returns the CDP session (for `WebAuthn.getCredentials`) and the authenticator's id.
 */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
