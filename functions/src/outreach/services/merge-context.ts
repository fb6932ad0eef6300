import type { Lead } from '@meridian/shared/leads/lead';
import { dailySendCapOf } from '@meridian/shared/outreach/limits';
import { type MergeValues, mergeValuesOf } from '@meridian/shared/outreach/merge-fields';
import { siteConfig } from '@meridian/shared/site-config';
import { notifyEnv } from '../../lib/env';
import { listStaffDirectory } from '../../leads/records';
import { latestPublishedArticle } from '../data/latest-article';

/**
 * The merge values of one lead as one member of staff writes to it (docs/product/outreach.md#templates):
 * the lead's own data, the latest published article, the booking page and the sender's name.
 */

/** The site path of the page where a visitor books a consultation (docs/product/booking.md#booking). */
export const BOOKING_PAGE_PATH = '/contact';

/** A member of staff's name from the staff directory; undefined for an unknown id. */
export async function staffNameOf(userId: string): Promise<string | undefined> {
  const entry = (await listStaffDirectory()).find((each) => each.id === userId);
  return entry?.name.trim() || undefined;
}

/**
 * A sender's name and daily sending cap (docs/product/outreach.md#limits), from the staff directory.
 *
 * @returns the name (undefined for an unknown id or an empty name) and the cap in emails a London
 *   day (the user's own, else the default of 100).
 */
export async function senderOf(userId: string): Promise<{ name?: string; dailySendCap: number }> {
  const entry = (await listStaffDirectory({ withSendCap: true })).find((each) => each.id === userId);
  const name = entry?.name.trim();
  return { ...(name ? { name } : {}), dailySendCap: dailySendCapOf(entry?.dailySendCap) };
}

/**
 * The merge values for `lead` written by `senderId`.
 *
 * @returns values with absolute URLs under `SITE_URL`; fields without data are left out.
 */
export async function mergeValuesFor(lead: Lead, senderId: string): Promise<MergeValues> {
  const siteUrl = notifyEnv().SITE_URL;
  const [article, senderName] = await Promise.all([latestPublishedArticle(), staffNameOf(senderId)]);
  return mergeValuesOf(lead, {
    ...(article ? { article: { title: article.title, url: `${siteUrl}/insights/${article.slug}` } } : {}),
    bookingUrl: `${siteUrl}${BOOKING_PAGE_PATH}`,
    ...(senderName ? { senderName } : {}),
    firmName: siteConfig.brand,
  });
}
