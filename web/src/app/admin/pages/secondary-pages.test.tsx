import { ADMIN_AUTH_STATUS_PATH, ADMIN_LEADS_PATH } from '@meridian/shared/admin-api-paths';
import { PAGE_VIEWS_PATH, pagePath } from '@meridian/shared/api-paths';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetchForEachTest } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render-app';
import { Component as AdminQuickPage } from './admin-quick-page';
import { Component as AdminTestPage } from './admin-test-page';
import { Component as DebugAnalyticsPage } from './debug-analytics-page';
import { Component as SimpleAdminPage } from './simple-admin-page';

function lead(index: number, partial: Partial<LeadSummary> = {}): LeadSummary {
  const at = new Date(Date.UTC(2025, 0, 1 + index)).toISOString();
  return {
    id: `lead-${index}`,
    name: `Lead Number ${index}`,
    email: `lead${index}@example.test`,
    company: `Company ${index}`,
    source: 'contact_form',
    status: 'new_lead',
    priorityScore: 5,
    probabilityPercent: 10,
    aiScore: 40,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...partial,
  };
}

// Twelve leads over two pages: lead 11 is the newest, lead 0 the oldest.
const LEADS: LeadSummary[] = Array.from({ length: 12 }, (_, index) => {
  if (index === 11) return lead(index, { source: 'assessment_tool', status: 'new_lead', assessmentPercentage: 85 });
  if (index === 10) return lead(index, { source: 'linkedin', status: 'proposal' });
  if (index === 9) return lead(index, { source: 'assessment_tool', status: 'consultation' });
  // Initial Contact counts as New until an outreach email is marked sent.
  if (index === 8) return lead(index, { status: 'initial_contact' });
  if (index === 7) return lead(index, { status: 'initial_contact', email1SentDate: '2025-01-09T10:00:00.000Z' });
  return lead(index);
});

const fetchMock = stubFetchForEachTest();
const calls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === ADMIN_AUTH_STATUS_PATH) return jsonResponse({ authenticated: true });
    if (url === ADMIN_LEADS_PATH) return jsonResponse({ items: LEADS.slice(0, 7), nextCursor: 'c2' });
    if (url === pagePath(ADMIN_LEADS_PATH, 'c2')) return jsonResponse({ items: LEADS.slice(7), nextCursor: null });
    if (url === PAGE_VIEWS_PATH) return new Response(null, { status: 204 });
    return jsonResponse({ error: 'unexpected' }, 500);
  });
});
afterEach(() => {
  localStorage.clear();
});

const PAGES: [string, ComponentType][] = [
  ['/admin-quick', AdminQuickPage],
  ['/admin-test', AdminTestPage],
  ['/simple-admin', SimpleAdminPage],
  ['/debug-analytics', DebugAnalyticsPage],
];

describe('secondary admin pages', () => {
  it.each(PAGES)(
    '%s is guarded: without a session the server accepts it shows the login form and loads nothing',
    async (route, Page) => {
      fetchMock.mockImplementation(async () => jsonResponse({ authenticated: false }));
      renderWithProviders(<Page />, { route });
      expect(screen.getByText('Verifying access...')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
      expect(screen.getByLabelText('Password')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
      expect(calls()).toEqual([ADMIN_AUTH_STATUS_PATH]);
    },
  );

  it('/admin-quick counts every lead (New: not yet contacted) and lists the 10 most recent with source, status and assessment badges', async () => {
    renderWithProviders(<AdminQuickPage />, { route: '/admin-quick' });
    const recent = await screen.findByRole('list');
    const counter = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(counter('Total')).toHaveTextContent('12');
    expect(counter('New')).toHaveTextContent(/^9$/);
    expect(counter('Assessments')).toHaveTextContent('2');
    expect(counter('Contact Forms')).toHaveTextContent('9');
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items.map((item) => within(item).getByText(/^Lead Number/).textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lead Number ${11 - i}`),
    );
    const [newest, linkedin] = items;
    expect(within(newest as HTMLElement).getByText('Assessment Tool')).toBeInTheDocument();
    expect(within(newest as HTMLElement).getByText('New Lead')).toBeInTheDocument();
    expect(within(newest as HTMLElement).getByText('Assessment 85%')).toBeInTheDocument();
    expect(within(linkedin as HTMLElement).getByText('LinkedIn')).toBeInTheDocument();
    expect(within(linkedin as HTMLElement).getByText('Proposal')).toBeInTheDocument();
    expect(within(linkedin as HTMLElement).queryByText(/^Assessment \d+%$/)).not.toBeInTheDocument();
  });

  it("/simple-admin says 'Found N leads' for every page of leads", async () => {
    renderWithProviders(<SimpleAdminPage />, { route: '/simple-admin' });
    expect(await screen.findByText('Found 12 leads')).toBeInTheDocument();
    expect(calls()).toContain(pagePath(ADMIN_LEADS_PATH, 'c2'));
  });

  it('/admin-test runs the API test (first three leads) and the auth check', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminTestPage />, { route: '/admin-test' });
    await user.click(await screen.findByRole('button', { name: 'Test API Call' }));
    expect(await screen.findByText('Found 7 leads')).toBeInTheDocument();
    expect(screen.getByText('Lead Number 0')).toBeInTheDocument();
    expect(screen.getByText('Lead Number 2')).toBeInTheDocument();
    expect(screen.queryByText('Lead Number 3')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check Auth Settings' }));
    expect(await screen.findByText('Authenticated: yes')).toBeInTheDocument();
    expect(screen.getByText('Session').nextElementSibling).toHaveTextContent('in an HttpOnly cookie');
  });

  it("/admin-test reports 'API Error: ...' when the leads call fails", async () => {
    const serve = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === ADMIN_LEADS_PATH
        ? jsonResponse({ error: 'Database unavailable' }, 503)
        : (serve?.(input, init) ?? jsonResponse({}, 500)),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminTestPage />, { route: '/admin-test' });
    await user.click(await screen.findByRole('button', { name: 'Test API Call' }));
    expect(await screen.findByText(/^API Error: 503/)).toBeInTheDocument();
  });

  it('/debug-analytics runs the checks, sends test events and lists troubleshooting steps', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DebugAnalyticsPage />, { route: '/debug-analytics' });
    await user.click(await screen.findByRole('button', { name: 'Run Checks' }));
    expect(screen.getByText('Google Analytics configured:')).toBeInTheDocument();
    expect(screen.getByText(/Google Analytics gtag not available/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Test Events' }));
    expect(screen.getByText(/^Test events sent at/)).toBeInTheDocument();
    await waitFor(() => expect(calls()).toContain(PAGE_VIEWS_PATH));
    const report = screen.getByRole('link', { name: 'Open Real-time Report' });
    expect(report).toHaveAttribute('target', '_blank');
    expect(report).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const steps = within(
      screen.getByRole('heading', { name: 'Troubleshooting' }).closest('div')?.parentElement as HTMLElement,
    ).getAllByRole('listitem');
    expect(steps.length).toBeGreaterThanOrEqual(4);
  });
});
