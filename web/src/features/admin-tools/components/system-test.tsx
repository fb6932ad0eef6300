import { authStatusSchema, leadSummaryPageSchema } from '@meridian/shared/admin-api-responses';
import { ADMIN_AUTH_STATUS_PATH, ADMIN_LEADS_PATH } from '@meridian/shared/admin-api-paths';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { apiJson } from '../../../lib/api-client';

type ApiResult = { ok: true; leads: LeadSummary[] } | { ok: false; message: string };

/**
 * 'Test API call' of the system test page: the first page of `GET /api/admin/leads`, parsed with
 * its response schema. Reports 'API Error: {error}' on failure, including an answer that is not a
 * page of lead summaries.
 */
export async function testLeadsApi(): Promise<ApiResult> {
  try {
    const page = await apiJson('GET', ADMIN_LEADS_PATH, leadSummaryPageSchema);
    return { ok: true, leads: page.items };
  } catch (error) {
    return { ok: false, message: `API Error: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Admin System Test (docs/product/admin.md#crm-screens, `/admin-test`): a 'Test API Call' button (first three
 * leads), a 'Check Auth Settings' button (the auth-status answer)
 * and debug info. It never shows the session id, passwords or other secrets (docs/product/security.md#input-validation).
 */
export function SystemTest() {
  const [api, setApi] = useState<ApiResult | null>(null);
  const [apiPending, setApiPending] = useState(false);
  const [auth, setAuth] = useState<string | null>(null);

  async function runApiTest() {
    setApiPending(true);
    setApi(await testLeadsApi());
    setApiPending(false);
  }

  async function checkAuth() {
    try {
      const status = await apiJson('GET', ADMIN_AUTH_STATUS_PATH, authStatusSchema);
      setAuth(`Authenticated: ${status.authenticated ? 'yes' : 'no'}`);
    } catch (error) {
      setAuth(`API Error: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">API</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="flex flex-wrap gap-2">
            <Button onClick={runApiTest} disabled={apiPending}>
              {apiPending ? 'Testing...' : 'Test API Call'}
            </Button>
            <Button variant="outline" onClick={checkAuth}>
              Check Auth Settings
            </Button>
          </div>
          {auth ? <p role="status">{auth}</p> : null}
          {api && !api.ok ? (
            <Alert variant="destructive">
              <AlertDescription>{api.message}</AlertDescription>
            </Alert>
          ) : null}
          {api?.ok ? (
            <div role="status" className="space-y-2">
              <p>Found {api.leads.length} leads</p>
              <ul className="space-y-1 text-sm">
                {api.leads.slice(0, 3).map((lead) => (
                  <li key={lead.id}>
                    <strong>{lead.name}</strong> {lead.email ? `· ${lead.email}` : ''}{' '}
                    {lead.company ? `· ${lead.company}` : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Debug info</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Page</dt>
            <dd className="break-all">{window.location.href}</dd>
            <dt className="text-muted-foreground">Session</dt>
            <dd>in an HttpOnly cookie (not readable by scripts)</dd>
            <dt className="text-muted-foreground">Time</dt>
            <dd>{new Date().toISOString()}</dd>
            <dt className="text-muted-foreground">Browser</dt>
            <dd className="break-all">{navigator.userAgent}</dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
