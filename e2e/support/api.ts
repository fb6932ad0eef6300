import { TOTP } from 'otpauth';
import { e2eEnv } from './env';

/**
 * Direct HTTP helpers used to arrange data and to observe the system from the outside: the admin
 * API (with a session of its own), the public submission endpoints and the SES emulator's store.
 * Asynchronous outcomes (the EventBridge flow) are awaited by polling with bounded timeouts.
 */

/** A lead as the admin API returns it (only the fields the journeys read are typed). */
export interface ApiLead {
  id: string;
  name: string;
  email?: string;
  company?: string;
  source: string;
  status: string;
  version?: number;
  assessmentPercentage?: number;
  assessmentCategory?: string;
  metadata?: { assessmentResults?: { percentage: number; category: string } } & Record<string, unknown>;
  activity?: Array<{ id: string; type: string; at: string; summary: string; details?: Record<string, unknown> }>;
  [key: string]: unknown;
}

export interface CapturedEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/** Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function pollFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The current TOTP code of a key (the authenticator app of the journeys). */
export function totpCode(secret = e2eEnv().adminTotpSecret): string {
  return new TOTP({ secret }).generate();
}

/** The session id of a response's `Set-Cookie` (the staff session cookie), or undefined. */
export function sessionIdOfResponse(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^__Host-meridian-session=([^;]+);/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** Sends a JSON request to the local runner as client `ip`, with a session cookie when given one. */
export async function apiRequest(
  method: string,
  path: string,
  options: { ip: string; body?: unknown; sessionId?: string } = { ip: '203.0.113.250' },
): Promise<Response> {
  const headers: Record<string, string> = {
    'cloudfront-viewer-address': `${options.ip}:4321`,
    'x-requested-with': 'meridian-crm',
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.sessionId) headers.cookie = `__Host-meridian-session=${options.sessionId}`;
  return fetch(`${e2eEnv().baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** An admin API client with its own session (client IP `ip`). */
export class AdminApi {
  private constructor(
    private readonly ip: string,
    readonly sessionId: string,
  ) {}

  /** Signs the first partner in: password, then a TOTP code of the enrolled key. */
  static async login(ip = '203.0.113.200'): Promise<AdminApi> {
    const { adminEmail: email, adminPassword: password } = e2eEnv();
    const step = await apiRequest('POST', '/api/admin/login', { ip, body: { email, password } });
    const { challenge } = (await step.json().catch(() => ({}))) as { challenge?: string };
    if (step.status !== 200 || !challenge) throw new Error(`admin login failed: ${step.status}`);
    const signedIn = await apiRequest('POST', '/api/admin/login/totp', { ip, body: { challenge, code: totpCode() } });
    const sessionId = sessionIdOfResponse(signedIn);
    if (signedIn.status !== 200 || !sessionId) {
      throw new Error(`admin second factor failed: ${signedIn.status} ${await signedIn.text()}`);
    }
    return new AdminApi(ip, sessionId);
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    return apiRequest(method, path, { ip: this.ip, body, sessionId: this.sessionId });
  }

  /** Every lead summary (`GET /api/admin/leads`, following cursor pages when the API pages). */
  async listLeads(): Promise<ApiLead[]> {
    const leads: ApiLead[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 1000; page += 1) {
      const path: string = cursor ? `/api/admin/leads?cursor=${encodeURIComponent(cursor)}` : '/api/admin/leads';
      const response = await this.request('GET', path);
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as ApiLead[] | { items: ApiLead[]; nextCursor?: string | null };
      if (Array.isArray(body)) return body;
      leads.push(...body.items);
      cursor = body.nextCursor ?? null;
      if (!cursor) return leads;
    }
    return leads;
  }

  /** The full lead with its activity timeline (`GET /api/admin/leads/{id}`). */
  async getLead(id: string): Promise<ApiLead> {
    const response = await this.request('GET', `/api/admin/leads/${encodeURIComponent(id)}`);
    if (!response.ok) throw new Error(`GET lead ${id}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as ApiLead & { lead?: ApiLead };
    // Either the lead itself or `{ lead, activity }`.
    if (body.lead && typeof body.lead === 'object')
      return { ...body.lead, activity: body.activity ?? body.lead.activity };
    return body;
  }

  /** Leads whose email equals `email` case-insensitively. */
  async leadsByEmail(email: string): Promise<ApiLead[]> {
    const wanted = email.toLowerCase();
    return (await this.listLeads()).filter((lead) => lead.email?.toLowerCase() === wanted);
  }

  /** Waits (bounded) until a lead with `email` exists and `accept` holds for it; returns the full lead. */
  async waitForLead(
    email: string,
    accept: (lead: ApiLead) => boolean = () => true,
    timeoutMs = 20_000,
  ): Promise<ApiLead> {
    return pollFor(
      `a lead for ${email}`,
      async () => {
        const [summary] = await this.leadsByEmail(email);
        if (!summary) return undefined;
        const lead = await this.getLead(summary.id);
        return accept(lead) ? lead : undefined;
      },
      timeoutMs,
    );
  }

  async logout(): Promise<void> {
    await this.request('POST', '/api/admin/logout');
  }
}

/** `POST /api/contact` as visitor `ip`; throws unless the API accepts it. */
export async function submitContact(
  contact: { name: string; email: string; company?: string; phone?: string; message: string },
  ip = '203.0.113.77',
): Promise<void> {
  const response = await apiRequest('POST', '/api/contact', { ip, body: contact });
  if (response.status !== 200 && response.status !== 201 && response.status !== 202) {
    throw new Error(`POST /api/contact: ${response.status} ${await response.text()}`);
  }
}

/** The SES emulator's captured emails. */
export async function sentEmails(): Promise<CapturedEmail[]> {
  const response = await fetch(`${e2eEnv().sesUrl}/store`);
  if (!response.ok) throw new Error(`SES store: ${response.status}`);
  const body = (await response.json()) as { emails: CapturedEmail[] };
  return body.emails;
}

/** Plain text of an email (the text part, or the HTML part with tags removed). */
export function emailText(email: CapturedEmail): string {
  const html = (email.body.html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'");
  return `${email.subject}\n${email.body.text ?? ''}\n${html}`;
}

/** Waits (bounded) until at least `count` captured emails mention `needle`; returns them oldest first. */
export async function waitForEmails(needle: string, count = 1, timeoutMs = 20_000): Promise<CapturedEmail[]> {
  const wanted = needle.toLowerCase();
  return pollFor(
    `${count} notification email(s) mentioning ${needle}`,
    async () => {
      const matching = (await sentEmails())
        .filter((email) => emailText(email).toLowerCase().includes(wanted))
        .sort((a, b) => a.at - b.at);
      return matching.length >= count ? matching : undefined;
    },
    timeoutMs,
  );
}

/** A unique suffix for test data of one run. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
