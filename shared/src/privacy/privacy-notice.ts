/**
 * The version of the privacy notice at `/privacy` (docs/product/privacy.md#privacy-notice): the ISO
 * date (`yyyy-mm-dd`) of its last change. Every form sends it as `consent.noticeVersion`, and each
 * stored submission keeps it, so the firm can show which notice a visitor saw. Plain data without
 * zod, so that public pages import it at no cost; change it whenever the notice's text changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-23';
