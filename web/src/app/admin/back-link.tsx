import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * Goes back to the screen this one was opened from (docs/product/leads.md#lead-page): the
 * previous history entry when the app pushed this one (its location key is not the first
 * entry's `default`, also after a reload), so the view comes back with its filters and scroll as
 * the browser's Back would; otherwise (a link opened in a new tab) it opens `fallback`.
 *
 * @param fallback - the path to open when there is no entry of this app to go back to.
 * @returns a function that goes back.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  }, [key, navigate, fallback]);
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
