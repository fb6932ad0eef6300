import type { LeadDetail } from '@meridian/shared/admin-api-responses';
import { leadDetailSchema } from '@meridian/shared/admin-api-responses';
import type { Lead, LeadActivity } from '@meridian/shared/leads/lead';
import { beforeAll, expect } from 'vitest';
import { type InvokeResult, invokeHttp } from '../../testing/http-events';
import { staffHeaders } from '../../testing/staff';
import { handler as addActivityHandler } from '../handlers/add-lead-activity';
import { handler as createLeadHandler } from '../handlers/create-lead';
import { handler as getLeadHandler } from '../handlers/get-lead';
import { handler as updateLeadHandler } from '../handlers/update-lead';

/** The admin lead requests of {@link useLeadRequests}, each sent in the test file's partner session. */
export interface LeadRequests {
  /** The session's request headers (set once the file's `beforeAll` has run). */
  session: () => Record<string, string>;
  /** `POST /api/admin/leads` with `body`. */
  create: (body: unknown) => Promise<InvokeResult>;
  /** `PUT /api/admin/leads/{id}` with `body`. */
  put: (id: string, body: unknown) => Promise<InvokeResult>;
  /** `GET /api/admin/leads/{id}`, the answer as it comes. */
  get: (id: string) => Promise<InvokeResult>;
  /** `POST /api/admin/leads/{id}/activities` with `body`. */
  addActivity: (id: string, body: unknown) => Promise<InvokeResult>;
  /** `GET /api/admin/leads/{id}`, expected 200 and parsed with the lead page's response schema. */
  detail: (id: string) => Promise<LeadDetail>;
  /** Creates a LinkedIn prospect (Ada Prospect of Analytical Engines Ltd) with `overrides`, expecting 201. */
  newProspect: (overrides?: Record<string, unknown>) => Promise<Lead>;
}

/**
 * Signs a partner in before the test file's tests (call at the top level, after `useTestTable`)
 * and returns the admin lead requests made in that session, for handler tests.
 */
export function useLeadRequests(): LeadRequests {
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    headers = await staffHeaders();
  });
  const leadRoute = (id: string) => ({
    path: `/api/admin/leads/${id}`,
    routePath: '/api/admin/leads/{id}',
    pathParameters: { id },
    headers,
  });
  const create = (body: unknown) =>
    invokeHttp(createLeadHandler, { method: 'POST', path: '/api/admin/leads', body, headers });
  const get = (id: string) => invokeHttp(getLeadHandler, leadRoute(id));
  return {
    session: () => headers,
    create,
    put: (id, body) => invokeHttp(updateLeadHandler, { ...leadRoute(id), method: 'PUT', body }),
    get,
    addActivity: (id, body) =>
      invokeHttp(addActivityHandler, {
        ...leadRoute(id),
        method: 'POST',
        path: `/api/admin/leads/${id}/activities`,
        routePath: '/api/admin/leads/{id}/activities',
        body,
      }),
    detail: async (id) => {
      const result = await get(id);
      expect(result.statusCode).toBe(200);
      return leadDetailSchema.parse(result.body);
    },
    newProspect: async (overrides = {}) => {
      const result = await create({ name: 'Ada Prospect', company: 'Analytical Engines Ltd', ...overrides });
      expect(result.statusCode, JSON.stringify(result.body)).toBe(201);
      return result.body as Lead;
    },
  };
}

/** The types of a lead's timeline entries, in the timeline's order (newest first). */
export const timelineTypes = (timeline: LeadActivity[]): string[] => timeline.map((entry) => entry.type);
