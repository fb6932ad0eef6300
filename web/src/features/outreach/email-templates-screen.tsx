import type { EmailTemplate } from '@meridian/shared/outreach/email-templates';
import { MERGE_FIELDS } from '@meridian/shared/outreach/merge-fields';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorMessage } from '../../lib/api-client';
import { MERGE_FIELD_LABELS } from './merge-field-labels';
import { useEmailTemplates, useSaveEmailTemplate } from './outreach-api';

/**
 * The templates editor (docs/product/outreach.md#templates): the three outreach templates with the
 * merge fields they may use; partners edit and reset them, everyone else reads them.
 *
 * @param canEdit - true for a partner (`PUT /api/admin/email-templates/{id}` is theirs).
 */
export function EmailTemplatesScreen({ canEdit }: { canEdit: boolean }) {
  const templates = useEmailTemplates();
  if (templates.isPending) return <p role="status">Loading the templates…</p>;
  if (templates.isError) return <p role="alert">Could not load the templates: {errorMessage(templates.error)}</p>;
  return (
    <div className="space-y-6">
      <section aria-labelledby="merge-fields-heading" className="rounded-lg border bg-background p-4">
        <h2 id="merge-fields-heading" className="font-semibold">
          Merge fields
        </h2>
        <p className="text-sm text-muted-foreground">
          Write a field as {'{{firstName}}'}; each is filled from the lead.
        </p>
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {MERGE_FIELDS.map((field) => (
            <li key={field}>
              <code>{`{{${field}}}`}</code> {MERGE_FIELD_LABELS[field]}
            </li>
          ))}
        </ul>
      </section>
      {templates.data.map((template) => (
        <TemplateEditor
          key={`${template.id}:${template.subject}:${template.text}`}
          template={template}
          canEdit={canEdit}
        />
      ))}
    </div>
  );
}

function TemplateEditor({ template, canEdit }: { template: EmailTemplate; canEdit: boolean }) {
  const [subject, setSubject] = useState(template.subject);
  const [text, setText] = useState(template.text);
  const save = useSaveEmailTemplate();
  const headingId = `template-${template.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border bg-background p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {template.name}
        {template.isDefault ? <span className="ml-2 text-sm font-normal text-muted-foreground">(default)</span> : null}
      </h2>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: template.id, update: { subject, text } });
        }}
      >
        <div className="space-y-1">
          <Label htmlFor={`${headingId}-subject`}>Subject of {template.name}</Label>
          <Input
            id={`${headingId}-subject`}
            value={subject}
            readOnly={!canEdit}
            onChange={(event) => setSubject(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${headingId}-text`}>Text of {template.name}</Label>
          <Textarea
            id={`${headingId}-text`}
            value={text}
            rows={10}
            readOnly={!canEdit}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {save.isError ? (
          <p role="alert" className="text-destructive">
            Not saved: {errorMessage(save.error)}
          </p>
        ) : null}
        {canEdit ? (
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              Save {template.name}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={save.isPending || template.isDefault}
              onClick={() => save.mutate({ id: template.id, update: { reset: true } })}
            >
              Reset to default
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Only partners can edit the templates.</p>
        )}
      </form>
    </section>
  );
}
