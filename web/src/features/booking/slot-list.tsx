import type { Slot } from '@meridian/shared/booking/booking';
import { cn } from '../../lib/utils';
import { slotLabel, slotsByDay } from './slot-times';

/**
 * The free slots as buttons grouped by day, in the visitor's time zone with the London time too
 * (docs/product/booking.md#availability). The chosen slot is pressed (`aria-pressed`).
 */
export function SlotList({
  slots,
  timeZone,
  selected,
  onSelect,
}: {
  slots: readonly Slot[];
  timeZone: string;
  selected?: string;
  onSelect: (slot: Slot) => void;
}) {
  if (slots.length === 0) {
    return <p className="text-muted-foreground">No free times in the coming days. Please send us a message instead.</p>;
  }
  return (
    <div className="grid max-h-96 gap-4 overflow-y-auto pr-1">
      {slotsByDay(slots, timeZone).map(({ day, slots: daySlots }) => (
        <fieldset key={day} className="grid gap-2">
          <legend className="mb-1 font-semibold text-primary">{day}</legend>
          <div className="flex flex-wrap gap-2">
            {daySlots.map((slot) => {
              const label = slotLabel(slot, timeZone);
              return (
                <button
                  key={slot.start}
                  type="button"
                  aria-pressed={selected === slot.start}
                  onClick={() => onSelect(slot)}
                  className={cn(
                    'min-h-11 rounded-md border px-3 py-2 text-sm font-medium',
                    selected === slot.start
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-input bg-background hover:bg-secondary',
                  )}
                >
                  {label.time}
                  {label.london ? <span className="block text-xs opacity-80">{label.london}</span> : null}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
