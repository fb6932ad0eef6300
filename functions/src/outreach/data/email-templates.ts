import type { EmailTemplateId, TemplateContent } from '@meridian/shared/outreach/email-templates';
import { deleteItem, putItem, queryItems } from '../../lib/dynamodb';
import { tableName } from '../../table/table';
import { EMAIL_TEMPLATE_PARTITION, emailTemplateKey } from './outreach-keys';

/**
 * Partners' edits of the outreach templates (docs/product/outreach.md#templates): one item per
 * edited template; no item means the default applies.
 */

/** A stored edit: subject, text, who saved it and when (ISO-8601 UTC). */
export interface StoredTemplate extends TemplateContent {
  id: string;
  updatedBy: string;
  updatedAt: string;
}

/** Every stored edit, by template id (one Query of the `EMAIL_TEMPLATE` partition). */
export async function listStoredTemplates(): Promise<Map<string, StoredTemplate>> {
  const { Items = [] } = await queryItems({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': EMAIL_TEMPLATE_PARTITION },
    ConsistentRead: true,
  });
  const stored = new Map<string, StoredTemplate>();
  for (const item of Items) {
    if (typeof item.subject !== 'string' || typeof item.text !== 'string') continue;
    const id = String(item.sk);
    stored.set(id, {
      id,
      subject: item.subject,
      text: item.text,
      updatedBy: String(item.updatedBy ?? ''),
      updatedAt: String(item.updatedAt ?? ''),
    });
  }
  return stored;
}

/** Stores a partner's edit of a template (replacing an earlier one). */
export async function putStoredTemplate(
  id: EmailTemplateId,
  content: TemplateContent,
  updatedBy: string,
  at: string,
): Promise<void> {
  await putItem({
    TableName: tableName(),
    Item: { ...emailTemplateKey(id), entity: 'email_template', ...content, updatedBy, updatedAt: at },
  });
}

/** Removes a template's edit, so the default applies again (nothing happens when there is none). */
export async function deleteStoredTemplate(id: EmailTemplateId): Promise<void> {
  await deleteItem({ TableName: tableName(), Key: emailTemplateKey(id) });
}
