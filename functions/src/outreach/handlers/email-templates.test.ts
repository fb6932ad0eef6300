import { randomUUID } from 'node:crypto';
import type { EmailTemplateList } from '@meridian/shared/outreach/email-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../leads/services/leads';
import { invokeHttp } from '../../testing/http-events';
import { newOutreachLead as newLead, type Staff } from '../../testing/outreach';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { handler as listTemplatesHandler } from './list-email-templates';
import { handler as previewHandler } from './post-email-preview';
import { handler as putTemplateHandler } from './put-email-template';

/** The templates and the preview (docs/product/outreach.md#templates) against DynamoDB Local. */

useTestTable();

let partner: Staff;
let consultant: Staff;
beforeAll(async () => {
  partner = await signedInStaff('partner');
  consultant = await signedInStaff('consultant');
});

const preview = (staff: Staff, leadId: string, templateId: string) =>
  invokeHttp(previewHandler, {
    method: 'POST',
    path: `/api/admin/leads/${leadId}/email-preview`,
    routePath: '/api/admin/leads/{id}/email-preview',
    pathParameters: { id: leadId },
    headers: staff.headers,
    body: { templateId },
  });
const putTemplate = (staff: Staff, id: string, body: unknown) =>
  invokeHttp(putTemplateHandler, {
    method: 'PUT',
    path: `/api/admin/email-templates/${id}`,
    routePath: '/api/admin/email-templates/{id}',
    pathParameters: { id },
    headers: staff.headers,
    body,
  });
const templates = async (staff: Staff) =>
  (await invokeHttp(listTemplatesHandler, { path: '/api/admin/email-templates', headers: staff.headers }))
    .body as EmailTemplateList;

describe('templates', () => {
  it('lists the three defaults, lets a partner edit and reset one, and refuses a consultant', async () => {
    const before = await templates(consultant);
    expect(before.templates.map(({ id, isDefault }) => ({ id, isDefault }))).toEqual([
      { id: 'email1', isDefault: true },
      { id: 'email2', isDefault: true },
      { id: 'email3', isDefault: true },
    ]);
    const edit = { subject: 'Hello {{firstName}}', text: 'Hi {{firstName}} at {{company}}' };
    expect((await putTemplate(consultant, 'email2', edit)).statusCode).toBe(403);
    const saved = await putTemplate(partner, 'email2', edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toMatchObject({ id: 'email2', ...edit, isDefault: false });
    expect((await templates(consultant)).templates[1]).toMatchObject({ ...edit, isDefault: false });
    const reset = await putTemplate(partner, 'email2', { reset: true });
    expect(reset.body).toMatchObject({ id: 'email2', isDefault: true });
  });

  it.each([
    ['an unknown template', 'email9', { subject: 'S', text: 'T' }, 'Unknown template'],
    [
      'an unknown merge field',
      'email1',
      { subject: 'S', text: 'Hi {{nickname}}' },
      'Unknown merge field: {{nickname}}',
    ],
    ['a subject with a line break', 'email1', { subject: 'S\nBcc: x@example.com', text: 'T' }, 'Invalid'],
  ])('answers 400 for %s', async (_, id, body, message) => {
    const answer = await putTemplate(partner, id, body);
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });
});

describe('preview', () => {
  it('fills the template with the lead’s data and flags what fell back', async () => {
    const lead = await newLead();
    const answer = await preview(consultant, lead.id, 'email3');
    expect(answer.statusCode).toBe(200);
    const body = answer.body as { subject: string; text: string; missing: string[] };
    expect(body.text).toContain('Analytical Engines');
    expect(body.text).toContain('Execution Capability');
    expect(body.text).toContain('Test consultant');
    expect(body.text).not.toMatch(/\{\{/);
    expect(body.missing).toEqual([]);
    const bare = await createLead({ name: 'Bo', source: 'linkedin' });
    const fallback = (await preview(consultant, bare.id, 'email3')).body as { missing: string[] };
    expect(fallback.missing).toEqual(expect.arrayContaining(['company', 'assessmentCategory', 'weakestSection']));
  });

  it('answers 404 for an unknown lead', async () => {
    expect((await preview(consultant, randomUUID(), 'email1')).statusCode).toBe(404);
  });
});
