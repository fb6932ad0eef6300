import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** An ISO-8601 UTC time as CRM screens show it, in Europe/London ('1 Feb 2026, 12:00'); '—' when absent. */
export function londonDateTime(iso: string | undefined): string {
  if (!iso) return '—';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : DATE_TIME.format(ms);
}

/** A failed load with its reason and a Try again button. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>
        Could not load {what}: {errorMessage(error)}{' '}
        <Button variant="link" size="sm" className="h-auto p-0" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** A white card section with a heading (`h2`) that labels it. */
export function ScreenSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-border bg-background p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={id} className="mr-auto text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A table that scrolls sideways on narrow screens; the scroll area is focusable for keyboard users. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[640px] border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </section>
  );
}

/** Header cell and data cell classes of the privacy tables. */
export const TH = 'border-b border-border px-2 py-2 font-semibold';
export const TD = 'border-b border-border px-2 py-2 align-top';

/** The state of a paged CRM list that {@link PagedTable} shows (a react-query infinite query). */
export interface PagedList {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * A paged list as a table: the load error with Try again, "Loading {what}...", the empty text,
 * the table (header cells from `columns`, rows as `children`) and a button for the next page.
 *
 * @param props.what - what is listed, in the middle of a sentence ('subscribers', 'the audit log').
 * @param props.count - rows loaded so far (0 shows `empty`).
 * @param props.columns - header cells, in order (a node for a hidden label).
 * @param props.more - the next page button's text.
 */
export function PagedTable({
  pages,
  what,
  count,
  empty,
  label,
  columns,
  more,
  children,
}: {
  pages: PagedList;
  what: string;
  count: number;
  empty: string;
  label: string;
  columns: ReactNode[];
  more: string;
  children: ReactNode;
}) {
  return (
    <>
      {pages.isError ? <LoadError what={what} error={pages.error} onRetry={() => pages.refetch()} /> : null}
      {pages.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading {what}...
        </p>
      ) : count === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ScrollTable label={label}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the header cells are fixed, in order
                <th key={index} scope="col" className={TH}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </ScrollTable>
      )}
      {pages.hasNextPage ? (
        <Button variant="outline" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {pages.isFetchingNextPage ? 'Loading more...' : more}
        </Button>
      ) : null}
    </>
  );
}
