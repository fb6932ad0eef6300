import { ADMIN_LEAD_PARAM } from '@meridian/shared/admin-links';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
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
 * The CRM's address (docs/product/admin.md#deep-links, #sort-and-filter): the open lead
 * (`?lead=<id>`), the tab and the list's view. Opening a lead pushes a history entry, so Back
 * closes it; closing it goes back to that entry's predecessor, or (for a lead opened by a link)
 * replaces the address without it. View and tab changes replace the entry (no history noise).
 */
export function useCrmAddress() {
  const [params, setParams] = useSearchParams();
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
