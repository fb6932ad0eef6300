import { ADMIN_LEAD_PATH } from '@meridian/shared/admin-api-paths';
import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { telHref } from '../../../lib/contact-links';
import { useMayCall } from '../../../lib/staff-role';
import { type DraftForm, draftedForm } from '../lib/edit-draft';
import { EraseLeadDialog } from './erase-lead-dialog';
import { LeadEditDialog } from './lead-edit-dialog';
import { MergeDialog } from './merge-dialog';
import { SimpleEditDialog } from './simple-edit-dialog';

/** The layer open above the lead page, if any. */
type OpenLayer = DraftForm | 'merge' | 'erase' | null;

export interface LeadPageActionsProps {
  lead: LeadDetail;
  /** Called once the lead is erased: it no longer exists, so the page goes back. */
  onErased: () => void;
}

/**
 * The lead page's actions (docs/product/leads.md#lead-page): Edit (the full form 'Edit Lead:
 * {name}'), Quick edit (name, company, email, phone and notes), Merge with…, Erase… (only for a
 * role that may erase, docs/product/privacy.md#erasure), Write email (the compose screen, not for a
 * lead marked do not email: docs/product/outreach.md#sending) and Call (with a phone). A form
 * with a draft kept when the session expired reopens as the page opens
 * (docs/product/admin.md#unsaved-edits).
 */
export function LeadPageActions({ lead, onErased }: LeadPageActionsProps) {
  const [open, setOpen] = useState<OpenLayer>(() => draftedForm(lead.id));
  const mayErase = useMayCall('DELETE', ADMIN_LEAD_PATH);
  const closeOn = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setOpen('full')}>Edit</Button>
      <Button variant="outline" onClick={() => setOpen('simple')}>
        Quick edit
      </Button>
      {lead.email && !lead.doNotEmail ? (
        <Link
          className={buttonVariants({ variant: 'outline' })}
          to={`/admin/leads/${encodeURIComponent(lead.id)}/email`}
        >
          Write email
        </Link>
      ) : null}
      {lead.phone ? (
        <a className={buttonVariants({ variant: 'outline' })} href={telHref(lead.phone)}>
          Call
        </a>
      ) : null}
      <Button variant="outline" onClick={() => setOpen('merge')}>
        Merge with…
      </Button>
      {mayErase ? (
        <Button variant="outline" className="text-destructive" onClick={() => setOpen('erase')}>
          Erase…
        </Button>
      ) : null}
      {open === 'full' ? <LeadEditDialog lead={lead} open onOpenChange={closeOn} /> : null}
      {open === 'simple' ? <SimpleEditDialog lead={lead} open onOpenChange={closeOn} /> : null}
      <MergeDialog survivor={lead} open={open === 'merge'} onOpenChange={closeOn} />
      <EraseLeadDialog lead={lead} open={open === 'erase'} onOpenChange={closeOn} onErased={onErased} />
    </div>
  );
}
