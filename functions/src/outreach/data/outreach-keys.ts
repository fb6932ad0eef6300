import { INDEX_PARTITIONS, type ItemKey, ITEM_TYPES } from '../../table/item-types';

/**
 * The keys of the outreach items in the one table (docs/architecture.md, "Single-table design";
 * docs/decisions/050-outreach-emails-and-replies.md): partners' template edits, the sent email in
 * its lead's partition, its lookups by email id and by SES message id, and each user's daily count.
 */

const T = ITEM_TYPES;

/** A partner's edit of a template: `EMAIL_TEMPLATE` / `<template id>`. */
export const emailTemplateKey = (templateId: string): ItemKey => ({ pk: T.emailTemplate.pk, sk: templateId });

/** The partition of every template edit (`EMAIL_TEMPLATE`). */
export const EMAIL_TEMPLATE_PARTITION = T.emailTemplate.pk;

/** A sent outreach email: `LEAD#<lead id>` / `EMAIL#<email id>`. */
export const outreachEmailKey = (leadId: string, emailId: string): ItemKey => ({
  pk: `${T.outreachEmail.pk}${leadId}`,
  sk: `${T.outreachEmail.sk}${emailId}`,
});

/** A sent email's lookup by its id: `OUTREACH_EMAIL#<email id>` / `OUTREACH_EMAIL`. */
export const outreachEmailLookupKey = (emailId: string): ItemKey => ({
  pk: `${T.outreachEmailLookup.pk}${emailId}`,
  sk: T.outreachEmailLookup.sk,
});

/** A sent email's lookup by SES's message id: `SES_MESSAGE#<id>` / `SES_MESSAGE`. */
export const sesMessageKey = (sesMessageId: string): ItemKey => ({
  pk: `${T.sesMessage.pk}${sesMessageId}`,
  sk: T.sesMessage.sk,
});

/** A user's outreach emails of one London day: `SEND_COUNT#<user id>` / `DAY#<yyyy-mm-dd>`. */
export const sendCountKey = (userId: string, londonDate: string): ItemKey => ({
  pk: `${T.sendCount.pk}${userId}`,
  sk: `${T.sendCount.sk}${londonDate}`,
});

/** gsi1 partition of published articles, newest last (`ARTICLES_PUBLISHED`). */
export const PUBLISHED_ARTICLES_PARTITION = INDEX_PARTITIONS.articleIndex.pk;
