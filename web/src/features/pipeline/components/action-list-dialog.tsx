import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { ActionListEntry } from '../lib/board';

/** At most this many entries are listed; the rest are counted (a list of thousands helps nobody). */
const MAX_LISTED = 100;

export interface ActionListDialogProps {
  title: string;
  emptyText: string;
  entries: readonly ActionListEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Lists the leads behind one of the board's action buttons (emails to send, discovery calls
 * needed, proposals out): name, company and what to do. Replaces a browser alert with an
 * accessible dialog.
 */
export function ActionListDialog({ title, emptyText, entries, open, onOpenChange }: ActionListDialogProps) {
  const listed = entries.slice(0, MAX_LISTED);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {entries.length === 0 ? emptyText : `${entries.length} lead${entries.length === 1 ? '' : 's'}`}
          </DialogDescription>
        </DialogHeader>
        {listed.length > 0 ? (
          <ul className="max-h-96 space-y-2 overflow-y-auto text-sm">
            {listed.map(({ lead, detail }) => (
              <li key={lead.id} className="rounded-md border border-border p-2">
                <p className="font-medium">
                  {lead.name}
                  {lead.company ? <span className="text-muted-foreground"> ({lead.company})</span> : null}
                </p>
                <p className="text-xs text-muted-foreground">{detail}</p>
              </li>
            ))}
          </ul>
        ) : null}
        {entries.length > MAX_LISTED ? (
          <p className="text-xs text-muted-foreground">…and {entries.length - MAX_LISTED} more</p>
        ) : null}
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
