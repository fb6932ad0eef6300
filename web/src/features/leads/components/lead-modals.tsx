import type { LeadSummary } from '@meridian/shared/leads/lead';
import { useState } from 'react';
import { useLead } from '../api/use-leads';
import { draftedForm } from '../lib/edit-draft';
import { LeadDetailDialog } from './lead-detail-dialog';
import { LeadEditDialog } from './lead-edit-dialog';
import { ScoreDialog } from './score-dialog';
import { SimpleEditDialog } from './simple-edit-dialog';

/**
 * The edit form open above the lead: the full form from the detail modal, or the simple one from
 * the score modal with the full form above it when `full` (docs/product/admin.md#crm-screens).
 */
type OpenEdit = { leadId: string; kind: 'edit' } | { leadId: string; kind: 'simpleEdit'; full: boolean } | null;

/** The edit form to reopen for a lead with a kept draft (docs/product/admin.md#unsaved-edits). */
function editWithDraft(leadId: string | null): OpenEdit {
  const form = leadId ? draftedForm(leadId) : null;
  if (!leadId || !form) return null;
  return form === 'full' ? { leadId, kind: 'edit' } : { leadId, kind: 'simpleEdit', full: false };
}

export interface LeadModalsProps {
  /** The open lead's id (from the address), or null. A kept edit draft reopens its form on mount. */
  leadId: string | null;
  /** The open lead's summary, once the list holds it; nothing shows without it. */
  lead: LeadSummary | undefined;
  /** Which modal shows the lead: the detail modal (list) or the score modal (board). */
  from: 'detail' | 'score';
  now: Date;
  /** Closes the lead (takes `?lead=` out of the address). */
  onClose: () => void;
}

/**
 * The modals of the open lead (docs/product/admin.md#crm-screens): the detail or the score modal,
 * and the edit forms opened from them. Edit in the detail modal replaces it with the full form
 * until that closes; Edit Lead in the score modal opens the simple form (with the full one above
 * it on demand), and closing it closes the lead.
 */
export function LeadModals({ leadId, lead, from, now, onClose }: LeadModalsProps) {
  const [edit, setEdit] = useState<OpenEdit>(() => editWithDraft(leadId));
  if (!lead) return null;
  const openEdit = edit && edit.leadId === leadId ? edit : null;
  const closeModal = (open: boolean) => {
    if (!open) onClose();
  };
  if (openEdit?.kind === 'edit') return <EditFromDetail leadId={lead.id} onClose={() => setEdit(null)} />;
  if (openEdit?.kind === 'simpleEdit') {
    return (
      <EditTogether
        summary={lead}
        full={openEdit.full}
        onFullChange={(full) => setEdit({ leadId: lead.id, kind: 'simpleEdit', full })}
        onClose={() => {
          setEdit(null);
          onClose();
        }}
      />
    );
  }
  return from === 'detail' ? (
    <LeadDetailDialog
      summary={lead}
      open
      onOpenChange={closeModal}
      now={now}
      onEdit={(full) => setEdit({ leadId: full.id, kind: 'edit' })}
    />
  ) : (
    <ScoreDialog
      lead={lead}
      open
      onOpenChange={closeModal}
      now={now}
      onEdit={(summary) => setEdit({ leadId: summary.id, kind: 'simpleEdit', full: false })}
    />
  );
}

/**
 * The full edit form opened from the detail modal, fed from the lead's query so a reload (after a
 * 409) shows the server's values; closing returns to the detail modal.
 */
function EditFromDetail({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const { data } = useLead(leadId);
  if (!data) return null;
  return <LeadEditDialog lead={data} open onOpenChange={(open) => !open && onClose()} />;
}

/**
 * The two edit modals (docs/product/admin.md#crm-screens; both can be open together): the simple one
 * (opened from the score modal) and, on its 'All fields…' button, the full form 'Edit Lead: {name}'
 * above it. Closing the full form returns to the simple one; both show the full lead (notes
 * included) once it has loaded, and a save in either resets the other to the server's values.
 */
function EditTogether({
  summary,
  full,
  onFullChange,
  onClose,
}: {
  summary: LeadSummary;
  full: boolean;
  onFullChange: (full: boolean) => void;
  onClose: () => void;
}) {
  const { data } = useLead(summary.id);
  return (
    <>
      <SimpleEditDialog
        lead={data ?? summary}
        open
        onOpenChange={(open) => !open && onClose()}
        onOpenFullForm={data ? () => onFullChange(true) : undefined}
      />
      {full && data ? <LeadEditDialog lead={data} open onOpenChange={(open) => !open && onFullChange(false)} /> : null}
    </>
  );
}
