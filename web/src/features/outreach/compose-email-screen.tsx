import {
  EMAIL_TEMPLATE_IDS,
  EMAIL_TEMPLATE_NAMES,
  type EmailTemplateId,
} from '@meridian/shared/outreach/email-templates';
import { MERGE_FIELD_FALLBACKS, type MergeField } from '@meridian/shared/outreach/merge-fields';
import type { DoNotEmail, OutreachSequence } from '@meridian/shared/outreach/sequence-state';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError, errorMessage } from '../../lib/api-client';
import { fetchEmailPreview, useSendOutreachEmail } from './outreach-api';
import { MERGE_FIELD_LABELS } from './merge-field-labels';
import { SequenceControls } from './sequence-controls';

/** What the compose screen needs of the lead. */
export interface ComposeLead {
  id: string;
  name: string;
  email?: string;
  doNotEmail?: DoNotEmail;
  outreachSequence?: OutreachSequence;
}

/** Why the lead may not be written to, in the words of docs/product/outreach.md#opting-out. */
const DO_NOT_EMAIL_TEXT: Record<DoNotEmail['reason'], string> = {
  'opted-out': 'This lead opted out of email. The CRM sends it nothing more.',
  bounced: 'An email to this lead bounced. The CRM sends it nothing more.',
  complained: 'This lead marked an email as spam. The CRM sends it nothing more.',
};

/** Whether a failed send went out all the same (500: sent, not recorded): then it must not be sent again. */
function sentButNotRecorded(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 500 && (error.serverMessage ?? '').startsWith('The email was sent')
  );
}

/**
 * The compose screen (docs/product/outreach.md#sending): choose a template (filled in with the
 * lead's own data, fallbacks flagged) or write freely, edit the subject and text, and send as the
 * signed-in user. A refused or failed send says why and keeps everything typed.
 *
 * @param lead - the lead (loaded).
 * @param initialTemplate - the template to start from (`?template=` of the address).
 */
export function ComposeEmailScreen({
  lead,
  initialTemplate,
}: {
  lead: ComposeLead;
  initialTemplate?: EmailTemplateId;
}) {
  const [templateId, setTemplateId] = useState<EmailTemplateId | ''>('');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [loadingTemplate, setLoadingTemplate] = useState(false);
  const send = useSendOutreachEmail(lead.id);

  const choose = async (id: EmailTemplateId | '') => {
    setTemplateId(id);
    setPreviewError(null);
    setMissing([]);
    send.reset();
    if (id === '') return;
    setLoadingTemplate(true);
    try {
      const preview = await fetchEmailPreview(lead.id, id);
      setSubject(preview.subject);
      setText(preview.text);
      setMissing(preview.missing);
    } catch (error) {
      setPreviewError(`Could not fill in the template: ${errorMessage(error)}`);
    } finally {
      setLoadingTemplate(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's template fills the form once, when it opens
  useEffect(() => {
    if (initialTemplate) void choose(initialTemplate);
  }, []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send.mutate({ ...(templateId ? { templateId } : {}), subject, text });
  };
  const blocked = lead.doNotEmail !== undefined || !lead.email;

  return (
    <section aria-labelledby="compose-heading" className="space-y-4 rounded-lg border bg-background p-4 sm:p-6">
      <h2 id="compose-heading" className="text-xl font-semibold">
        Write to {lead.name}
        {lead.email ? <span className="ml-2 text-base font-normal text-muted-foreground">{lead.email}</span> : null}
      </h2>
      {lead.doNotEmail ? <p role="alert">{DO_NOT_EMAIL_TEXT[lead.doNotEmail.reason]}</p> : null}
      {!lead.email ? <p role="alert">This lead has no email address. Add one to the lead first.</p> : null}
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-1">
          <Label htmlFor="compose-template">Template</Label>
          <select
            id="compose-template"
            className="h-11 w-full rounded-md border border-input bg-background px-3"
            value={templateId}
            onChange={(event) => void choose(event.target.value as EmailTemplateId | '')}
          >
            <option value="">Write freely</option>
            {EMAIL_TEMPLATE_IDS.map((id) => (
              <option key={id} value={id}>
                {EMAIL_TEMPLATE_NAMES[id]}
              </option>
            ))}
          </select>
        </div>
        <div role="status" aria-live="polite">
          {loadingTemplate ? <p>Filling in the template…</p> : null}
          {previewError ? <p className="text-destructive">{previewError}</p> : null}
          {missing.length > 0 ? (
            <div className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm">
              <p className="font-medium">Check these: the lead has no value, so a fallback was used.</p>
              <ul className="mt-1 list-disc pl-5">
                {missing.map((field) => (
                  <li key={field}>
                    {MERGE_FIELD_LABELS[field as MergeField] ?? field}: “
                    {MERGE_FIELD_FALLBACKS[field as MergeField] ?? ''}”
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="space-y-1">
          <Label htmlFor="compose-subject">Subject</Label>
          <Input
            id="compose-subject"
            value={subject}
            maxLength={200}
            required
            onChange={(event) => setSubject(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="compose-text">Email text</Label>
          <Textarea
            id="compose-text"
            value={text}
            rows={14}
            required
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {send.isError ? (
          <p role="alert" className="text-destructive">
            {sentButNotRecorded(send.error) ? '' : 'Not sent: '}
            {errorMessage(send.error)}
          </p>
        ) : null}
        {send.isSuccess ? (
          <p role="status" className="font-medium text-success">
            Email sent to {lead.name}.
          </p>
        ) : null}
        <Button type="submit" disabled={blocked || send.isPending || loadingTemplate || send.isSuccess}>
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </form>
      <SequenceControls leadId={lead.id} sequence={lead.outreachSequence} />
    </section>
  );
}
