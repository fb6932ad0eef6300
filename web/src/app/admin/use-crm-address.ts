import { ADMIN_LEAD_PARAM, adminLeadPagePath } from '@meridian/shared/admin-links';
import { useCallback, useMemo, useRef } from 'react';
import { type NavigateOptions, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type LeadListView, parseListView, writeListView } from '../../features/leads/lib/list-view';

/** The CRM's tabs; the pipeline tab is `?tab=pipeline` (docs/product/admin.md#deep-links). */
export type CrmTab = 'dashboard' | 'pipeline';
const TAB_PARAM = 'tab';

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
 * The CRM's address (docs/product/admin.md#deep-links, #sort-and-filter): the tab and the list's
 * view, and the lead of an emailed link `?lead=<id>` (the screen replaces it with the lead page).
 * Opening a lead pushes the lead page `/admin/leads/<id>` (docs/product/leads.md#lead-page), so
 * Back returns to this address. View and tab changes replace the entry (no history noise).
 */
export function useCrmAddress() {
  const [params, setParams] = useLatestSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const linkedLeadId = params.get(ADMIN_LEAD_PARAM);
  const view = useMemo(() => parseListView(params), [params]);
  const tab: CrmTab = params.get(TAB_PARAM) === 'pipeline' ? 'pipeline' : 'dashboard';

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
  const openLead = useCallback((id: string) => navigate(adminLeadPagePath(id)), [navigate]);

  return { view, setView, tab, setTab, linkedLeadId, openLead };
}
