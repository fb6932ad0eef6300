import { AUDIT_EVENTS, CSP_REPORT_LOG_MESSAGE } from '@meridian/functions/security-events';
import { describe, expect, it } from 'vitest';
import { FAILED_LOGINS_ALARM_LIMIT, SECURITY_METRICS } from '../lib/api';
import { resourcesOfType, templates } from './assembly';

/** Security metrics and alarms (docs/product/security.md#audit-events and #headers). */
describe('security monitoring', () => {
  const { mainJson: json } = templates();
  const filters = resourcesOfType(json, 'AWS::Logs::MetricFilter').map(([, filter]) => filter.Properties ?? {});
  const filterFor = (metricName: string) =>
    filters.find((filter) => JSON.stringify(filter.MetricTransformations).includes(`"MetricName":"${metricName}"`));

  it('counts failed logins and CSP reports from the function logs', () => {
    expect(filterFor(SECURITY_METRICS.failedLogins)?.FilterPattern).toBe(
      `{ $.message = "${AUDIT_EVENTS.loginFailed}" }`,
    );
    expect(filterFor(SECURITY_METRICS.cspReports)?.FilterPattern).toBe(`{ $.message = "${CSP_REPORT_LOG_MESSAGE}" }`);
  });

  it('alarms on more than 100 failed logins in 15 minutes across all clients', () => {
    const alarms = resourcesOfType(json, 'AWS::CloudWatch::Alarm')
      .map(([, alarm]) => alarm.Properties ?? {})
      .filter((alarm) => alarm.MetricName === SECURITY_METRICS.failedLogins);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({
      Namespace: SECURITY_METRICS.namespace,
      Statistic: 'Sum',
      Period: 900,
      Threshold: FAILED_LOGINS_ALARM_LIMIT + 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(FAILED_LOGINS_ALARM_LIMIT).toBe(100);
    expect((alarms[0]?.AlarmActions as unknown[] | undefined)?.length).toBeGreaterThan(0);
  });
});
