import { schedules } from '@meridian/functions/schedules';
import { LEAD_DIGEST_DETAIL_TYPE } from '@meridian/functions/leads/area';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MAX_EVENT_AGE, SCHEDULE_RETRY_ATTEMPTS } from '../lib/schedules';
import { ASYNC_RETRY_ATTEMPTS } from '../lib/events';
import { type CfnResource, type CfnTemplate, referencedId, resourcesOfType, templates } from './assembly';

let json: CfnTemplate;
beforeAll(() => {
  json = templates().mainJson;
});

function resource(id: string): CfnResource {
  const found = json.Resources[id];
  if (found === undefined) throw new Error(`No resource ${id}`);
  return found;
}

interface ScheduleTarget {
  Arn: unknown;
  RoleArn: unknown;
  Input: string;
  DeadLetterConfig?: { Arn: unknown };
  RetryPolicy?: { MaximumRetryAttempts: number; MaximumEventAgeInSeconds: number };
}

/** The schedule of a table entry, with its target. */
function scheduleOf(name: string) {
  const found = resourcesOfType(json, 'AWS::Scheduler::Schedule').filter(([id]) => id.startsWith(`Schedules${name}`));
  expect(found, name).toHaveLength(1);
  const [, schedule] = found[0] as [string, CfnResource];
  return { props: schedule.Properties ?? {}, target: schedule.Properties?.Target as ScheduleTarget };
}

/** The statements of the policies attached to a role. */
function statementsOfRole(roleId: string) {
  return resourcesOfType(json, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles ?? []).includes(`"${roleId}"`))
    .flatMap(
      ([, policy]) =>
        (
          policy.Properties?.PolicyDocument as
            | { Statement?: { Action: string | string[]; Resource: unknown }[] }
            | undefined
        )?.Statement ?? [],
    );
}

function alarmOn(metricName: string, dimensionId: string): CfnResource | undefined {
  return resourcesOfType(json, 'AWS::CloudWatch::Alarm')
    .map(([, alarm]) => alarm)
    .find(
      (alarm) =>
        alarm.Properties?.MetricName === metricName &&
        JSON.stringify(alarm.Properties?.Dimensions).includes(`"${dimensionId}"`),
    );
}

describe('schedules from the schedule table (docs/product/pipeline.md#daily-digest)', () => {
  it('runs the lead digest at 07:30 Europe/London, Monday to Friday, without a flexible window', () => {
    const { props } = scheduleOf('LeadDigest');
    expect(props.ScheduleExpression).toBe('cron(30 7 ? * MON-FRI *)');
    expect(props.ScheduleExpressionTimezone).toBe('Europe/London');
    expect(props.FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
    expect(props.State).not.toBe('DISABLED');
  });

  it('has one schedule per table entry', () => {
    expect(resourcesOfType(json, 'AWS::Scheduler::Schedule')).toHaveLength(schedules.length);
  });

  for (const entry of schedules) {
    describe(entry.name, () => {
      it('sends the event shape its handler reads, with the execution id and the scheduled time', () => {
        const { target } = scheduleOf(entry.name);
        const input = JSON.parse(target.Input) as Record<string, unknown>;
        expect(input).toMatchObject({
          id: '<aws.scheduler.execution-id>',
          'detail-type': entry.detailType,
          time: '<aws.scheduler.scheduled-time>',
          detail: { scheduledTime: '<aws.scheduler.scheduled-time>' },
        });
        if (entry.name === 'LeadDigest') expect(input['detail-type']).toBe(LEAD_DIGEST_DETAIL_TYPE);
      });

      it('retries, then sends undelivered runs to an encrypted dead-letter queue that is alarmed', () => {
        const { target } = scheduleOf(entry.name);
        expect(target.RetryPolicy).toEqual({
          MaximumRetryAttempts: SCHEDULE_RETRY_ATTEMPTS,
          MaximumEventAgeInSeconds: SCHEDULE_MAX_EVENT_AGE.toSeconds(),
        });
        const queueId = referencedId(target.DeadLetterConfig?.Arn) ?? '';
        expect(resource(queueId).Type).toBe('AWS::SQS::Queue');
        expect(resource(queueId).Properties?.SqsManagedSseEnabled).toBe(true);
        expect(alarmOn('ApproximateNumberOfMessagesVisible', queueId)?.Properties?.Threshold).toBe(1);
      });

      it('invokes through its own role, which the Scheduler of this account alone assumes and which may invoke that function only', () => {
        const { target } = scheduleOf(entry.name);
        const fnId = referencedId(target.Arn) ?? '';
        expect(resource(fnId).Type).toBe('AWS::Lambda::Function');
        const roleId = referencedId(target.RoleArn) ?? '';
        const trust = JSON.stringify(resource(roleId).Properties?.AssumeRolePolicyDocument);
        expect(trust).toContain('scheduler.amazonaws.com');
        expect(trust).toContain('aws:SourceAccount');
        const statements = statementsOfRole(roleId);
        const invoke = statements.filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
        expect(invoke.length).toBeGreaterThan(0);
        for (const statement of invoke) {
          for (const arn of [statement.Resource].flat()) expect(JSON.stringify(arn)).toContain(fnId);
        }
        const actions = statements.flatMap((s) => [s.Action].flat());
        expect(actions.every((action) => action === 'lambda:InvokeFunction' || action === 'sqs:SendMessage')).toBe(
          true,
        );
      });

      it('retries a failed run in Lambda, sends it to an alarmed on-failure queue and alarms on function errors', () => {
        const { target } = scheduleOf(entry.name);
        const fnId = referencedId(target.Arn) ?? '';
        const config = resourcesOfType(json, 'AWS::Lambda::EventInvokeConfig').find(([, c]) =>
          JSON.stringify(c.Properties?.FunctionName).includes(`"${fnId}"`),
        )?.[1];
        expect(config?.Properties?.MaximumRetryAttempts).toBe(ASYNC_RETRY_ATTEMPTS);
        const destination = (
          config?.Properties?.DestinationConfig as { OnFailure?: { Destination: unknown } } | undefined
        )?.OnFailure?.Destination;
        const failuresId = referencedId(destination) ?? '';
        expect(resource(failuresId).Properties?.SqsManagedSseEnabled).toBe(true);
        expect(alarmOn('ApproximateNumberOfMessagesVisible', failuresId)).toBeDefined();
        expect(resource(fnId).Properties?.Timeout).toBe(entry.timeoutSeconds);
      });
    });
  }
});
