import type { ActivityType, LeadActivity } from '@meridian/shared/leads/lead';
import { STAFF_ACTIVITY_LABELS } from '@meridian/shared/leads/lead-requests';
import { Badge } from '../../../components/ui/badge';
import { useStaffNames } from '../../../components/crm/staff-names';
import { formatDateTime } from '../lib/display';
import { TimelineEntryForm } from './timeline-entry-form';

/** A short label per entry type, shown beside each entry. */
const TYPE_LABELS: Record<ActivityType, string> = {
  lead_created: 'Created',
  contact_submitted: 'Contact form',
  assessment_submitted: 'Assessment',
  stage_changed: 'Stage',
  email_sent: 'Email sent',
  email_unsent: 'Email unsent',
  email_response: 'Response',
  email_received: 'Email received',
  lead_updated: 'Edit',
  contact_updated: 'Contact edit',
  outcome_recorded: 'Outcome',
  outcome_cleared: 'Outcome cleared',
  leads_merged: 'Merge',
  owner_changed: 'Owner',
  consultation: 'Consultation',
  task_created: 'Task',
  task_completed: 'Task done',
  ...STAFF_ACTIVITY_LABELS,
};

/** The entry's own text: its `text`, or the message a visitor's submission carried in its details. */
function entryText(entry: LeadActivity): string | undefined {
  if (entry.text) return entry.text;
  const message = entry.details?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The old and new values of a contact edit ('phone: none → 020 7946 0000'). */
function contactChanges(entry: LeadActivity): string[] {
  const fields = entry.type === 'contact_updated' ? entry.details?.fields : undefined;
  if (!fields || typeof fields !== 'object') return [];
  return Object.entries(fields as Record<string, { from?: unknown; to?: unknown }>).map(
    ([field, change]) => `${field}: ${String(change?.from ?? 'none')} → ${String(change?.to ?? 'none')}`,
  );
}

/** One attachment a reply carried, listed by name and size (the file itself is not kept). */
interface ReplyAttachment {
  /** Its position and name (two files may share a name). */
  key: string;
  name: string;
  size: number;
}

/** The sender and the attachments of an `email_received` entry (docs/product/outreach.md#replies). */
function replyDetails(entry: LeadActivity): { from?: string; attachments: ReplyAttachment[] } {
  if (entry.type !== 'email_received') return { attachments: [] };
  const from = typeof entry.details?.from === 'string' && entry.details.from ? entry.details.from : undefined;
  const listed = Array.isArray(entry.details?.attachments) ? (entry.details.attachments as unknown[]) : [];
  const attachments = listed.flatMap((item, position) => {
    const { name, size } = (item ?? {}) as { name?: unknown; size?: unknown };
    return typeof name === 'string' && typeof size === 'number' ? [{ key: `${position}:${name}`, name, size }] : [];
  });
  return { ...(from ? { from } : {}), attachments };
}

/** A file size for people: bytes, KB or MB (1 KB = 1,024 bytes), one decimal above bytes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface LeadTimelineProps {
  leadId: string;
  /** The lead's `timeline` from `GET /api/admin/leads/{id}`; undefined while loading. */
  entries: readonly LeadActivity[] | undefined;
}

/**
 * The lead's timeline (docs/product/pipeline.md#timeline), newest first: submissions with their own
 * message, emails marked sent or unmarked, stage moves, outcomes, contact edits with old and new
 * values, merges, and the calls, meetings and notes staff add with the form below the list. An
 * entry's summary is left out when it only repeats its label (a call reads "Call" once, then its
 * text). A reply to an outreach email (`email_received`) shows who sent it, its own text and its
 * attachments by name and size (docs/product/outreach.md#replies). Times show in UK time. Visitor,
 * reply and staff text is rendered as text, never as HTML.
 */
export function LeadTimeline({ leadId, entries }: LeadTimelineProps) {
  const byId = useStaffNames();
  const sorted = entries ? [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)) : undefined;
  return (
    <section className="space-y-3" aria-labelledby={`${leadId}-timeline`}>
      <h3 id={`${leadId}-timeline`} className="text-sm font-semibold">
        Timeline
      </h3>
      {!sorted ? (
        <p className="text-sm text-muted-foreground">Loading the timeline…</p>
      ) : sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">No activity recorded yet.</p>
      ) : (
        <ol
          aria-label="Timeline, newest first"
          className="space-y-3 border-l border-border pl-4 sm:max-h-72 sm:overflow-y-auto"
        >
          {sorted.map((entry) => {
            const text = entryText(entry);
            const changes = contactChanges(entry);
            const reply = replyDetails(entry);
            return (
              <li key={entry.id} className="text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <time className="text-xs text-muted-foreground" dateTime={entry.at}>
                    {formatDateTime(entry.at)}
                  </time>
                  <Badge variant="outline">{TYPE_LABELS[entry.type]}</Badge>
                  {entry.actorId ? (
                    <span className="text-xs text-muted-foreground">
                      by {byId.get(entry.actorId)?.name ?? 'a member of staff'}
                    </span>
                  ) : null}
                </div>
                {entry.summary !== TYPE_LABELS[entry.type] ? <p className="break-words">{entry.summary}</p> : null}
                {reply.from ? <p className="break-words text-xs text-muted-foreground">From {reply.from}</p> : null}
                {changes.length > 0 ? (
                  <ul className="text-xs text-muted-foreground">
                    {changes.map((change) => (
                      <li key={change} className="break-words">
                        {change}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {text ? (
                  <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-muted/50 p-2 text-sm">{text}</p>
                ) : null}
                {reply.attachments.length > 0 ? (
                  <ul aria-label="Attachments (not kept)" className="mt-1 text-xs text-muted-foreground">
                    {reply.attachments.map((attachment) => (
                      <li key={attachment.key} className="break-words">
                        {attachment.name} ({formatFileSize(attachment.size)})
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <TimelineEntryForm leadId={leadId} />
    </section>
  );
}
