import type { MergeField } from '@meridian/shared/outreach/merge-fields';

/** How the CRM names each merge field (docs/product/outreach.md#templates). */
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  firstName: 'First name',
  company: 'Company',
  assessmentCategory: 'Assessment category',
  weakestSection: 'Weakest section',
  recommendedService: 'Recommended service',
  articleTitle: 'Latest article title',
  articleUrl: 'Latest article link',
  bookingLink: 'Booking link',
  senderName: 'Your name',
  senderSignature: 'Your signature',
};
