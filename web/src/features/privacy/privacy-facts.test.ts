// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LEAD_RETENTION_YEARS } from '@meridian/shared/privacy/privacy-admin-api';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_WINDOW_DAYS,
  HOSTING_REGION,
  LEAD_REVIEW_AFTER_YEARS,
  LOG_RETENTION_MONTHS,
  PAGE_VIEW_RETENTION_MONTHS,
  PENDING_SIGN_UP_DAYS,
} from './privacy-facts';

const repo = join(import.meta.dirname, '../../../..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

describe('the figures of the privacy notice follow what the system does', () => {
  it('reviews leads after the default retention period of the retention review', () => {
    expect(LEAD_REVIEW_AFTER_YEARS).toBe(DEFAULT_LEAD_RETENTION_YEARS);
  });

  it('states the page-view and pending sign-up periods of docs/product/privacy.md', () => {
    const rules = read('docs/product/privacy.md');
    expect(rules).toContain(`expire **${PAGE_VIEW_RETENTION_MONTHS} months** after they were recorded`);
    expect(rules).toContain(`does not confirm within **${PENDING_SIGN_UP_DAYS} days** is deleted`);
    // 13 months of the page views' TTL, in days (functions/src/analytics/data/page-views.ts).
    expect(read('functions/src/analytics/data/page-views.ts')).toMatch(/RETENTION_SECONDS = 395 \* 24 \* 60 \* 60/);
  });

  it('names the region the CDK app deploys to', () => {
    expect(read('infra/lib/app.ts')).toContain(`export const HOME_REGION = '${HOSTING_REGION.code}';`);
  });

  it('states the log retention and the backup window the stack sets', () => {
    const months = { 3: 'THREE_MONTHS' }[LOG_RETENTION_MONTHS as 3];
    expect(read('infra/lib/function.ts')).toContain(`FUNCTION_LOG_RETENTION = RetentionDays.${months}`);
    expect(read('infra/lib/api.ts')).toContain(`retention: RetentionDays.${months}`);
    // Point-in-time recovery without a period keeps DynamoDB's default window of 35 days.
    const data = read('infra/lib/data.ts');
    expect(data).toContain('pointInTimeRecoveryEnabled: true');
    expect(data).not.toContain('recoveryPeriodInDays');
    expect(BACKUP_WINDOW_DAYS).toBe(35);
  });
});
