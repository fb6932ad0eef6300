import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * Goes back to the screen this one was opened from (docs/product/leads.md#lead-page): the
 * previous history entry when the app pushed this one (also after a reload), so the view comes
 * back with its filters and scroll as the browser's Back would; otherwise (a link opened in a new
 * tab, an emailed link) it opens `fallback` in place of this entry.
 *
 * @param fallback - the path to open when there is no entry of this app to go back to.
 * @returns a function that goes back.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasEntryBefore(key)) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [key, navigate, fallback]);
}

/**
 * Whether the app pushed an entry before the current one. The browser router numbers its entries
 * in `history.state.idx` (kept across a reload; a replaced first entry keeps 0); without it (a
 * memory router) the first entry's key is `default`.
 */
function hasEntryBefore(key: string): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx > 0 : key !== 'default';
}

/**
 * The on-page "Back" link (docs/product/leads.md#lead-page): a real link to `fallback` (so it
 * can open in a new tab), which in place goes back like the browser's Back ({@link useGoBack}).
 *
 * @param props.fallback - the path the link points to and opens without an entry to go back to.
 */
export function BackLink({ fallback }: { fallback: string }) {
  const goBack = useGoBack(fallback);
  return (
    <Link
      to={fallback}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        goBack();
      }}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline underline-offset-4"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back
    </Link>
  );
}
