import { beforeAll, describe, expect, it } from 'vitest';
import { type CfnResource, type CfnTemplate, resourcesOfType, templates } from './assembly';

let json: CfnTemplate;
beforeAll(() => {
  json = templates().mainJson;
});

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };
const statementsOf = (policy: CfnResource): Statement[] =>
  (policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined)?.Statement ?? [];
const actionsOf = (statement: Statement) => [statement.Action].flat();

/** Role ids of the policies with a statement on the outreach steps group, and the actions of those statements. */
function groupGrants(): Array<{ roles: string; actions: string[]; statements: Statement[] }> {
  return resourcesOfType(json, 'AWS::IAM::Policy')
    .map(([, policy]) => ({
      roles: JSON.stringify(policy.Properties?.Roles),
      statements: statementsOf(policy),
    }))
    .map(({ roles, statements }) => ({
      roles,
      statements,
      actions: statements
        .filter((statement) => JSON.stringify(statement.Resource).includes(':schedule/Meridian-outreach-steps/*'))
        .flatMap(actionsOf),
    }))
    .filter((grant) => grant.actions.length > 0);
}

/** Role logical-id prefixes of the functions that put, move and delete step schedules. */
const KEEPERS = [
  'ApiOutreachHandlersPostOutreachEmailRole',
  'ApiOutreachHandlersPutSequenceRole',
  'OutreachStepsRunOutreachStepRole',
];
/** Role logical-id prefixes of the functions that stop a sequence elsewhere: delete only. */
const CANCELLERS = [
  'ApiLeadsHandlersUpdateLeadRole',
  'ApiOutreachHandlersPostOptOutRole',
  'EventsBookingToLeadBookingConsumersBookingToLeadRole',
  'EventsEmailFeedbackToSuppressionEmailConsumersSuppressEmailFeedbackRole',
  'InboundMailOutreachConsumersReceiveReplyRole',
];

describe('outreach step schedules (docs/product/outreach.md#the-sequence)', () => {
  it('has one retained schedule group for the one-time step schedules', () => {
    const groups = resourcesOfType(json, 'AWS::Scheduler::ScheduleGroup');
    expect(groups.map(([, group]) => group.Properties?.Name)).toContain('Meridian-outreach-steps');
  });

  it('lets the send, the sequence route and the step function keep schedules, passing only the invoke role', () => {
    const keepers = groupGrants().filter((grant) => grant.actions.includes('scheduler:CreateSchedule'));
    expect(keepers).toHaveLength(KEEPERS.length);
    for (const prefix of KEEPERS) {
      const grant = keepers.find((candidate) => candidate.roles.includes(`"${prefix}`));
      expect(grant?.actions.sort(), prefix).toEqual(
        ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:UpdateSchedule'].sort(),
      );
      const passRole = grant?.statements.find((statement) => actionsOf(statement).includes('iam:PassRole'));
      expect(passRole?.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
      expect(JSON.stringify(passRole?.Resource)).toContain('OutreachStepsInvokeRole');
    }
  });

  it('lets every other function that stops a sequence delete step schedules only, in that group only', () => {
    const cancellers = groupGrants().filter((grant) => !grant.actions.includes('scheduler:CreateSchedule'));
    expect(cancellers).toHaveLength(CANCELLERS.length);
    for (const prefix of CANCELLERS) {
      const grant = cancellers.find((candidate) => candidate.roles.includes(`"${prefix}`));
      expect(grant?.actions, prefix).toEqual(['scheduler:DeleteSchedule']);
      expect(grant?.statements.some((statement) => actionsOf(statement).includes('iam:PassRole'))).toBe(false);
    }
  });

  it("the Scheduler's invoke role serves this account only and may invoke the step function and send to the DLQ", () => {
    const [roleEntry] = resourcesOfType(json, 'AWS::IAM::Role').filter(([id]) =>
      id.startsWith('OutreachStepsInvokeRole'),
    );
    expect(roleEntry, 'the invoke role').toBeDefined();
    const role = (roleEntry as [string, CfnResource])[1];
    expect(JSON.stringify(role.Properties?.AssumeRolePolicyDocument)).toContain('aws:SourceAccount');
    const actions = resourcesOfType(json, 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles).includes('"OutreachStepsInvokeRole'))
      .flatMap(([, policy]) => statementsOf(policy).flatMap(actionsOf))
      .sort();
    expect(actions).toEqual(
      ['lambda:InvokeFunction', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'].sort(),
    );
  });

  it('gives the step function the group, role and queue, and reads its own ARN at run time (no circular reference)', () => {
    const [, fn] =
      resourcesOfType(json, 'AWS::Lambda::Function').find(([id]) => id.startsWith('OutreachStepsRunOutreachStep')) ??
      [];
    expect(fn, 'the step function').toBeDefined();
    const variables =
      (fn?.Properties?.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables ?? {};
    expect(variables.OUTREACH_STEP_SCHEDULE_GROUP).toBe('Meridian-outreach-steps');
    expect(variables.OUTREACH_STEP_ROLE_ARN).toBeDefined();
    expect(variables.OUTREACH_STEP_DLQ_ARN).toBeDefined();
    expect(variables.OUTREACH_STEP_TARGET_ARN).toBeUndefined();
  });

  it('sends failed step runs to the alarmed dead-letter queue of the stack, after retries, and alarms on failed schedule calls', () => {
    const configs = resourcesOfType(json, 'AWS::Lambda::EventInvokeConfig').filter(([, config]) =>
      JSON.stringify(config.Properties?.FunctionName).includes('OutreachSteps'),
    );
    expect(configs).toHaveLength(1);
    expect(configs[0]?.[1].Properties?.MaximumRetryAttempts).toBeGreaterThan(0);
    expect(JSON.stringify(configs[0]?.[1].Properties?.DestinationConfig)).toContain('"DeadLetters');
    const alarms = JSON.stringify(resourcesOfType(json, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties));
    expect(alarms).toContain('OutreachStepScheduleFailures');
  });
});
