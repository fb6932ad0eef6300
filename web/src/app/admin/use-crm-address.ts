import { ADMIN_LEAD_PARAM } from '@meridian/shared/admin-links';
import { useCallback, useMemo, useRef } from 'react';
import { type NavigateOptions, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type LeadListView, parseListView, writeListView } from '../../features/leads/lib/list-view';

/** The CRM's tabs; the pipeline tab is `?tab=pipeline` (docs/product/admin.md#deep-links). */
export type CrmTab = 'dashboard' | 'pipeline';
const TAB_PARAM = 'tab';

/** History state of an entry this screen pushed when a lead was opened. */
interface OpenedHere {
  openedInCrm: true;
}

function openedHere(state: unknown): state is OpenedHere {
  return typeof state === 'object' && state !== null && (state as Partial<OpenedHere>).openedInCrm === true;
}

/**
 * `useSearchParams` whose updates build on the latest address, also when several land before the
 * router renders again. React Router hands a functional update the parameters of the last render,
 * so two quick changes (typing a search, then picking a sort) made the second drop the first. The
 * update written last is kept until the router renders it, and the next one builds on it.
 */
function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const pending = useRef<URLSearchParams | null>(null);
  rendered.current = params;
  if (pending.current?.toString() === params.toString()) pending.current = null;
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(pending.current ?? rendered.current));
      pending.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update] as const;
}

/**
 * The CRM's address (docs/product/admin.md#deep-links, #sort-and-filter): the open lead
 * (`?lead=<id>`), the tab and the list's view. Opening a lead pushes a history entry, so Back
 * closes it; closing it goes back to that entry's predecessor, or (for a lead opened by a link)
 * replaces the address without it. View and tab changes replace the entry (no history noise).
 */
export function useCrmAddress() {
  const [params, setParams] = useLatestSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => parseListView(params), [params]);
  const leadId = params.get(ADMIN_LEAD_PARAM);
  const tab: CrmTab = params.get(TAB_PARAM) === 'pipeline' ? 'pipeline' : 'dashboard';
  const pushed = openedHere(location.state);

  const setView = useCallback(
    (change: Partial<LeadListView>) =>
      setParams((current) => writeListView(current, { ...parseListView(current), ...change }), {
        replace: true,
        state: location.state,
      }),
    [setParams, location.state],
  );
  const setTab = useCallback(
    (next: CrmTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'pipeline') updated.set(TAB_PARAM, next);
          else updated.delete(TAB_PARAM);
          return updated;
        },
        { replace: true, state: location.state },
      ),
    [setParams, location.state],
  );
  const openLead = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(ADMIN_LEAD_PARAM, id);
          return updated;
        },
        { state: { openedInCrm: true } satisfies OpenedHere },
      ),
    [setParams],
  );
  const closeLead = useCallback(() => {
    if (pushed) {
      navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(ADMIN_LEAD_PARAM);
        return updated;
      },
      { replace: true },
    );
  }, [pushed, navigate, setParams]);

  return { view, setView, tab, setTab, leadId, openLead, closeLead };
}
