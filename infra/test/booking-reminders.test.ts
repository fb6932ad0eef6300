import { beforeAll, describe, expect, it } from 'vitest';
import { type CfnResource, type CfnTemplate, resourcesOfType, templates } from './assembly';

let json: CfnTemplate;
beforeAll(() => {
  json = templates().mainJson;
});

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };

/** Every statement of the policies attached to roles whose logical id starts with `prefix`. */
function statementsOfRoles(prefix: string): Statement[] {
  return resourcesOfType(json, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles ?? []).includes(`"${prefix}`))
    .flatMap(
      ([, policy]) => (policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined)?.Statement ?? [],
    );
}
const actionsOf = (statement: Statement) => [statement.Action].flat();

describe('consultation reminders (docs/product/booking.md#reminder)', () => {
  it('has one schedule group for the one-time reminder schedules', () => {
    const groups = resourcesOfType(json, 'AWS::Scheduler::ScheduleGroup');
    expect(groups.map(([, group]) => group.Properties?.Name)).toContain('Meridian-consultation-reminders');
  });

  it('lets only the reminder consumer write, move and delete schedules, in that group only, and pass only the invoke role', () => {
    const scheduling = resourcesOfType(json, 'AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties?.PolicyDocument).includes('consultation-reminders/*'),
    );
    expect(scheduling.map(([, policy]) => JSON.stringify(policy.Properties?.Roles))).toEqual([
      expect.stringContaining('EventsBookingToReminderBookingConsumersScheduleBookingReminderRole'),
    ]);
    const statements = statementsOfRoles('EventsBookingToReminderBookingConsumersScheduleBookingReminderRole');
    const write = statements.find((statement) => actionsOf(statement).includes('scheduler:CreateSchedule'));
    expect(JSON.stringify(write?.Resource)).toContain(':schedule/Meridian-consultation-reminders/*');
    const passRole = statements.find((statement) => actionsOf(statement).includes('iam:PassRole'));
    expect(passRole?.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
    expect(JSON.stringify(passRole?.Resource)).toContain('BookingRemindersInvokeRole');
    expect(statements.every((statement) => statement.Resource !== '*')).toBe(true);
  });

  it("the Scheduler's invoke role serves this account only and may invoke the reminder function and send to its DLQ", () => {
    const [roleEntry] = resourcesOfType(json, 'AWS::IAM::Role').filter(([id]) =>
      id.startsWith('BookingRemindersInvokeRole'),
    );
    const role = roleEntry?.[1] as CfnResource;
    expect(JSON.stringify(role.Properties?.AssumeRolePolicyDocument)).toContain('aws:SourceAccount');
    const actions = statementsOfRoles('BookingRemindersInvokeRole').flatMap(actionsOf).sort();
    expect(actions).toEqual(
      ['lambda:InvokeFunction', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'].sort(),
    );
  });

  it('sends failed reminder runs to the dead-letter queue of the stack, which is alarmed', () => {
    const configs = resourcesOfType(json, 'AWS::Lambda::EventInvokeConfig').filter(([, config]) =>
      JSON.stringify(config.Properties?.FunctionName).includes('BookingReminders'),
    );
    expect(configs).toHaveLength(1);
    expect(JSON.stringify(configs[0]?.[1].Properties?.DestinationConfig)).toContain('"DeadLetters');
    const alarms = JSON.stringify(resourcesOfType(json, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties));
    expect(alarms).toContain('"DeadLetters');
  });
});
