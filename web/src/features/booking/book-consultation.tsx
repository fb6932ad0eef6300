import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';

const SlotPicker = lazy(() => import('./slot-picker').then((module) => ({ default: module.SlotPicker })));

/**
 * "Pick a time" on the consultation card (docs/product/booking.md#booking). The picker (its times,
 * form and schema) is a separate chunk, loaded only when the visitor opens it, so the contact page's
 * first JavaScript stays within the public budget.
 */
export function BookConsultation() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div className="grid gap-2 rounded-lg border border-dashed p-4">
        <p className="font-medium text-primary">Pick a time for your free call now, or send us a message below.</p>
        <Button type="button" variant="accent" onClick={() => setOpen(true)}>
          Pick a time
        </Button>
      </div>
    );
  }
  return (
    <section aria-label="Pick a time" className="rounded-lg border p-4">
      <Suspense fallback={<p role="status">Loading free times...</p>}>
        <SlotPicker />
      </Suspense>
    </section>
  );
}
