import type { Booking } from '@meridian/shared/booking/booking-events';
import type { BookingDetailType } from '@meridian/shared/booking/booking-event-names';
import { BOOKING_DETAIL_TYPES } from '@meridian/shared/booking/booking-event-names';
import { londonDateTimeOf } from '@meridian/shared/booking/booking-lead';
import { stripBidiControls } from '@meridian/shared/plain-text';
import { siteConfig } from '@meridian/shared/site-config';
import { escapeHtml, headerSafe } from '../../email/services/email-text';
import { BRAND_COLOUR, brandedEmailHtml, signatureFooterHtml } from '../../email/services/email-layout';

/**
 * The texts of the booking emails (docs/product/booking.md#invitations), pure: the visitor's
 * confirmation, update or cancellation with the manage links, and the firm's notice with what the
 * visitor wrote. Text and HTML parts, the site's branding, no images or tracking pixels; whatever
 * the visitor typed is HTML-escaped and kept out of the visitor's headers.
 */

/** A rendered booking email (the invitation is attached by the sender). */
export interface BookingMessage {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph of the HTML part: plain text escaped, or a link. */
type Block = { text: string } | { link: string; label: string };

function render(title: string, blocks: readonly Block[], siteUrl: string): BookingMessage['html'] {
  const body = blocks
    .map((block) =>
      'link' in block
        ? `<p><a href="${escapeHtml(block.link)}" style="color:${BRAND_COLOUR};font-weight:bold">${escapeHtml(block.label)}</a></p>`
        : `<p>${escapeHtml(block.text).replaceAll('\n', '<br>')}</p>`,
    )
    .join('');
  return brandedEmailHtml({
    title,
    rows: [`<tr><td style="padding:24px">${body}</td></tr>`],
    footerHtml: signatureFooterHtml(siteUrl),
  });
}

function plain(blocks: readonly Block[]): string {
  return stripBidiControls(
    `${blocks.map((block) => ('link' in block ? `${block.label}: ${block.link}` : block.text)).join('\n\n')}\n`,
  );
}

const HEADLINES: Record<BookingDetailType, string> = {
  [BOOKING_DETAIL_TYPES.booked]: 'Your consultation is booked',
  [BOOKING_DETAIL_TYPES.rescheduled]: 'Your consultation has moved',
  [BOOKING_DETAIL_TYPES.cancelled]: 'Your consultation is cancelled',
};

/**
 * The visitor's email of a booking event.
 *
 * @param manageUrl - the signed `/book/manage?token=…` link (absent for a cancellation).
 * @param siteUrl - public base URL without trailing slash.
 */
export function buildVisitorBookingEmail(
  booking: Booking,
  detailType: BookingDetailType,
  manageUrl: string | undefined,
  siteUrl: string,
): BookingMessage {
  const when = `${londonDateTimeOf(booking.start)} (UK time)`;
  const cancelled = detailType === BOOKING_DETAIL_TYPES.cancelled;
  const blocks: Block[] = [
    { text: `Dear ${stripBidiControls(booking.name)},` },
    cancelled
      ? { text: `Your consultation with ${siteConfig.brand} on ${when} is cancelled. The time is free again.` }
      : {
          text: `Your consultation with ${siteConfig.brand} is on ${when}. It lasts until ${londonDateTimeOf(booking.end).split(' at ')[1]}. The invitation is attached for your calendar.`,
        },
    ...(cancelled ? [] : [{ link: siteConfig.consultation.meetingUrl, label: 'Join the video call' }]),
    ...(manageUrl ? [{ link: manageUrl, label: 'Reschedule or cancel' }] : []),
    ...(cancelled ? [{ link: `${siteUrl}/contact`, label: 'Book another time' }] : []),
    { text: `Kind regards,\n${siteConfig.brand}` },
  ];
  const subject = `${HEADLINES[detailType]}: ${londonDateTimeOf(booking.start)}`;
  return { subject, text: plain(blocks), html: render(subject, blocks, siteUrl) };
}

const FIRM_HEADLINES: Record<BookingDetailType, string> = {
  [BOOKING_DETAIL_TYPES.booked]: 'Consultation booked',
  [BOOKING_DETAIL_TYPES.rescheduled]: 'Consultation moved',
  [BOOKING_DETAIL_TYPES.cancelled]: 'Consultation cancelled',
};

/**
 * The firm's email of a booking event: who, when (London time) and what they wrote.
 *
 * @param previousStart - the start before a reschedule.
 * @param siteUrl - public base URL; the CRM is at `${siteUrl}/admin`.
 */
export function buildFirmBookingEmail(
  booking: Booking,
  detailType: BookingDetailType,
  previousStart: string | undefined,
  siteUrl: string,
): BookingMessage {
  const who = booking.company ? `${booking.name} (${booking.company})` : booking.name;
  const blocks: Block[] = [
    { text: `${FIRM_HEADLINES[detailType]}: ${who}, ${booking.email}` },
    { text: `When: ${londonDateTimeOf(booking.start)} (UK time)` },
    ...(previousStart ? [{ text: `Was: ${londonDateTimeOf(previousStart)} (UK time)` }] : []),
    { text: `Their challenge:\n${booking.message}` },
    { link: `${siteUrl}/admin`, label: 'Open the CRM' },
  ];
  const subject = headerSafe(`${FIRM_HEADLINES[detailType]}: ${who}, ${londonDateTimeOf(booking.start)}`);
  return { subject, text: plain(blocks), html: render(subject, blocks, siteUrl) };
}

/**
 * The visitor's reminder, a day before the consultation: when (UK time), the video call link and
 * the manage link.
 *
 * @param manageUrl - the signed `/book/manage?token=…` link.
 * @param siteUrl - public base URL without trailing slash.
 */
export function buildReminderEmail(booking: Booking, manageUrl: string, siteUrl: string): BookingMessage {
  const when = `${londonDateTimeOf(booking.start)} (UK time)`;
  const blocks: Block[] = [
    { text: `Dear ${stripBidiControls(booking.name)},` },
    { text: `A reminder of your consultation with ${siteConfig.brand} on ${when}.` },
    { link: siteConfig.consultation.meetingUrl, label: 'Join the video call' },
    { link: manageUrl, label: 'Reschedule or cancel' },
    { text: `Kind regards,\n${siteConfig.brand}` },
  ];
  const subject = `Reminder: your consultation on ${londonDateTimeOf(booking.start)}`;
  return { subject, text: plain(blocks), html: render(subject, blocks, siteUrl) };
}
