import type { LeadSourceMetrics } from '@meridian/shared/pipeline/dashboard';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ADMIN_LEADS_EXPORT_PATH } from '@meridian/shared/admin-api-paths';
import { errorMessage } from '../../../lib/api-client';
import { useMayCall } from '../../../lib/staff-role';
import { downloadLeadsCsv } from '../api/leads-api';
import { AddProspectDialog } from './add-prospect-dialog';

/**
 * Export CSV (partners only, docs/product/staff-accounts.md#roles): downloads every lead as CSV
 * (docs/product/admin.md#crm-screens), showing
 * 'Exporting...' meanwhile and an error toast when the download fails.
 */
function ExportCsvButton() {
  const allowed = useMayCall('GET', ADMIN_LEADS_EXPORT_PATH);
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadLeadsCsv();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Export failed', description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }
  if (!allowed) return null;
  return (
    <Button variant="outline" size="sm" onClick={exportCsv} disabled={exporting}>
      <Download aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}

/**
 * The CRM header's lead badges and actions (docs/product/admin.md#crm-screens): website and
 * LinkedIn lead counts (from the memoised dashboard metrics), Export CSV and Add Prospect.
 *
 * @param onOpenLead - opens a lead (its page `/admin/leads/<id>`), for Add Prospect's duplicate warning.
 */
export function LeadHeaderActions({
  sources,
  onOpenLead,
}: {
  sources: LeadSourceMetrics;
  onOpenLead: (id: string) => void;
}) {
  return (
    <>
      <Badge variant="accent">Website leads: {sources.website}</Badge>
      <Badge variant="info">LinkedIn leads: {sources.linkedin}</Badge>
      <ExportCsvButton />
      <AddProspectDialog onOpenLead={onOpenLead} />
    </>
  );
}
