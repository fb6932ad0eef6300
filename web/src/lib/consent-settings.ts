/**
 * "Cookie settings" (docs/product/site.md#analytics-and-consent): any page element can ask for the
 * analytics consent choice to be shown again, and the consent gate (`features/analytics`) listens.
 * A window event keeps the footer and the privacy notice apart from the gate: neither imports the
 * other, and neither loads the banner's code until the visitor asks for it.
 */

/** Name of the window event that asks for the consent choice. */
export const CONSENT_SETTINGS_EVENT = 'meridian:consent-settings';

/** Asks the consent gate to show the analytics consent choice again (even after a choice was made). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
}

/**
 * Calls `listener` whenever a page element asks for the consent choice.
 * @returns a function that stops listening
 */
export function onConsentSettingsRequest(listener: () => void): () => void {
  window.addEventListener(CONSENT_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, listener);
}
