/**
 * The addresses of the HTTP API, shared by the route table (`functions/src/routes.ts`), which mounts
 * a handler on each, and the web client, which calls them. Paths with a parameter are templates
 * with `{name}` placeholders, in API Gateway's route syntax; {@link fillPath} turns one into a
 * request path. Each path is its own named export so a page bundles only the paths it calls.
 */

/**
 * The cookie that carries a staff session (docs/product/staff-accounts.md#sessions): `HttpOnly`,
 * `Secure`, `SameSite=Strict`, host-only (`__Host-`), so no script on the site can read it.
 */
export const STAFF_SESSION_COOKIE = '__Host-meridian-session';

/**
 * Header the CRM sends with every admin request (docs/product/staff-accounts.md#sessions). A
 * state-changing admin request needs a JSON body or this header: a form on another site can send
 * neither without the browser asking the API first (CORS), which it never allows.
 */
export const STAFF_REQUEST_HEADER = 'x-requested-with';
/** The value the CRM sends in {@link STAFF_REQUEST_HEADER}. */
export const STAFF_REQUEST_HEADER_VALUE = 'meridian-crm';

/** `GET`: published articles, newest first, without their content. */
export const ARTICLES_PATH = '/api/articles';
/** `GET`: one published article with its content. */
export const ARTICLE_PATH = '/api/articles/{slug}';
/** `POST`: the contact form. */
export const CONTACT_PATH = '/api/contact';
/** `POST`: the assessment email capture. */
export const ASSESSMENT_EMAIL_PATH = '/api/assessment-email';
/** `POST`: newsletter sign-up; sends the confirmation email (docs/product/privacy.md#double-opt-in). */
export const NEWSLETTER_PATH = '/api/newsletter';
/** `POST` `{ token }`: confirms a pending subscription (docs/product/privacy.md#double-opt-in). */
export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';
/**
 * `POST` `{ token }` (JSON), or the RFC 8058 one-click form body with `?token=` in the query string:
 * unsubscribes without a login (docs/product/privacy.md#unsubscribe).
 */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';
/** `POST`: a page view or a named analytics event. */
export const PAGE_VIEWS_PATH = '/api/page-views';
/** `GET`: the peer benchmark of the assessment (docs/product/assessment.md#benchmark). */
export const ASSESSMENT_BENCHMARK_PATH = '/api/assessment-benchmark';
/** `GET ?from=&to=`: free consultation slots (docs/product/booking.md#availability). */
export const BOOKING_SLOTS_PATH = '/api/booking/slots';
/** `POST`: book a consultation (docs/product/booking.md#booking). */
export const BOOKINGS_PATH = '/api/bookings';
/** `GET ?token=`: the booking a manage link names (docs/product/booking.md#manage-link). */
export const BOOKING_MANAGE_PATH = '/api/bookings/manage';
/** `POST` `{ token }`: cancel a booking. */
export const BOOKING_CANCEL_PATH = '/api/bookings/manage/cancel';
/** `POST` `{ token, start }`: move a booking to another free slot. */
export const BOOKING_RESCHEDULE_PATH = '/api/bookings/manage/reschedule';
/** `POST` `{ token }` or one-click: an outreach email's opt-out; marks the lead "do not email" (docs/product/outreach.md#opting-out). */
export const OUTREACH_OPT_OUT_PATH = '/api/outreach/opt-out';
/** The page an outreach email's opt-out link opens: `/email/opt-out?token=…` (docs/product/outreach.md#opting-out). */
export const OUTREACH_OPT_OUT_PAGE = '/email/opt-out';

/** The placeholder names of a path template, e.g. `'id'` for `/api/admin/leads/{id}`. */
export type PathParams<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/**
 * A request path from a template: every `{name}` becomes its value, URI-encoded.
 *
 * @param template - a path template such as {@link ADMIN_LEAD_PATH}.
 * @param params - one value per placeholder.
 * @returns e.g. `/api/admin/leads/a%2Fb` for `{ id: 'a/b' }`.
 */
export function fillPath<T extends string>(template: T, params: Record<PathParams<T>, string>): string {
  const values: Record<string, string> = params;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The path of one page of a cursor-paged list: `path` itself for the first page (no cursor), else
 * `path?cursor=…` with the cursor URI-encoded.
 *
 * @param path - a list path such as {@link ADMIN_LEADS_PATH}.
 * @param cursor - the previous page's `nextCursor`, or null for the first page.
 */
export function pagePath(path: string, cursor: string | null): string {
  return cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;
}
