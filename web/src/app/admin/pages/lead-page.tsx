import { ADMIN_PATH } from '@meridian/shared/admin-links';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { StaffNamesProvider } from '../../../components/crm/staff-names';
import { useLead } from '../../../features/leads/api/use-leads';
import { LeadPage } from '../../../features/leads/components/lead-page';
import { AdminScreen } from '../admin-screen';
import { BackLink, useGoBack } from '../back-link';
import { useNow } from '../use-now';

// The booking feature's consultation line (with Held / No-show) loads beside the lead.
const ConsultationOnCard = lazy(() =>
  import('../../../features/booking-admin/attendance').then((module) => ({ default: module.ConsultationOnCard })),
);

/**
 * `/admin/leads/:id` (docs/product/leads.md#lead-page): one lead on its own page, composed of the
 * leads feature's lead page and the booking feature's consultation, with a Back link to the view
 * the lead was opened from. The main landmark is named after the lead; the page opens at its top.
 */
export function Component() {
  const id = useParams().id ?? '';
  const now = useNow();
  const goBack = useGoBack(ADMIN_PATH);
  const name = useLead(id).data?.name;
  // The page opens at its top, wherever the list or board was scrolled (Back puts that back). In
  // braces: Chromium's scrollTo may return a promise, which React would call as the cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another lead's page (a new id) opens at its top too.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  return (
    <AdminScreen title={name ? `Lead: ${name}` : 'Lead'} label={name ?? 'Lead'}>
      <StaffNamesProvider>
        <BackLink fallback={ADMIN_PATH} />
        <LeadPage
          leadId={id}
          now={now}
          onErased={goBack}
          bookings={
            <Suspense fallback={null}>
              <ConsultationOnCard leadId={id} now={now.getTime()} />
            </Suspense>
          }
        />
      </StaffNamesProvider>
    </AdminScreen>
  );
}
