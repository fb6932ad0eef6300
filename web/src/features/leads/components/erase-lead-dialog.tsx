import type { LeadSummary } from '@meridian/shared/leads/lead';
import { ConfirmEraseDialog } from '../../../components/crm/confirm-erase-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useEraseLead } from '../api/erase-lead';

export interface EraseLeadDialogProps {
  lead: Pick<LeadSummary, 'id' | 'name' | 'email'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the lead is erased (the lead page goes back: the lead no longer exists). */
  onErased: () => void;
}

/**
 * 'Erase…' on the lead detail (docs/product/privacy.md#erasure): says what goes and what stays, and
 * erases only once the user has typed the lead's email or name.
 */
export function EraseLeadDialog({ lead, open, onOpenChange, onErased }: EraseLeadDialogProps) {
  const erase = useEraseLead();
  return (
    <ConfirmEraseDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) erase.reset();
        onOpenChange(next);
      }}
      title={`Erase ${lead.name}`}
      description={
        <>
          <p>
            Removes the lead for good: contact details, timeline with every submission and message, newsletter
            subscription and consent records. It cannot be undone.
          </p>
          <p>
            Only a keyed hash of the address and the date remain, so that an old submission cannot bring the person
            back. Notification emails in the firm's inbox must be deleted by hand.
          </p>
        </>
      }
      label={lead.email ? "Type the lead's email or name to confirm" : "Type the lead's name to confirm"}
      accepted={[lead.email, lead.name]}
      pending={erase.isPending}
      error={erase.isError ? errorMessage(erase.error) : undefined}
      onConfirm={() =>
        erase.mutate(lead, {
          onSuccess: () => {
            onOpenChange(false);
            onErased();
          },
        })
      }
    />
  );
}
