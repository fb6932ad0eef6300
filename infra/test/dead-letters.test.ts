import { beforeAll, describe, expect, it } from 'vitest';
import { type CfnTemplate, referencedId, resourcesOfType, templates } from './assembly';

let json: CfnTemplate;
beforeAll(() => {
  json = templates().mainJson;
});

/** Logical ids of the stack's queues. */
const queueIds = () => resourcesOfType(json, 'AWS::SQS::Queue').map(([id]) => id);

/** SQS queue policy quotas (Amazon SQS developer guide, "Amazon SQS policy quotas"). */
const SQS_POLICY_MAX_STATEMENTS = 20;
const SQS_POLICY_MAX_BYTES = 8_192;
/** Alarms CloudWatch does not bill for (10 standard-resolution alarm metrics a month). */
const FREE_ALARMS = 10;

describe('the stack dead-letter queue (docs/deploy.md, "When an alarm fires")', () => {
  it('is the only queue of the stack', () => {
    expect(queueIds()).toHaveLength(1);
    expect(queueIds()[0]).toMatch(/^DeadLetters/);
  });

  it('receives every undelivered rule event, every failed asynchronous invocation and every undelivered alarm email', () => {
    const [queue] = queueIds();
    const ruleTargets = resourcesOfType(json, 'AWS::Events::Rule').flatMap(
      ([, rule]) => (rule.Properties?.Targets as Array<{ DeadLetterConfig?: { Arn: unknown } }>) ?? [],
    );
    expect(ruleTargets.length).toBeGreaterThanOrEqual(8);
    for (const target of ruleTargets) expect(referencedId(target.DeadLetterConfig?.Arn)).toBe(queue);

    const invokeConfigs = resourcesOfType(json, 'AWS::Lambda::EventInvokeConfig');
    expect(invokeConfigs.length).toBeGreaterThanOrEqual(ruleTargets.length);
    for (const [, config] of invokeConfigs) {
      const destination = (config.Properties?.DestinationConfig as { OnFailure?: { Destination: unknown } })?.OnFailure;
      expect(referencedId(destination?.Destination)).toBe(queue);
    }

    const emailSubscriptions = resourcesOfType(json, 'AWS::SNS::Subscription').filter(
      ([, subscription]) => subscription.Properties?.Protocol === 'email',
    );
    expect(emailSubscriptions).toHaveLength(1);
    const redrive = emailSubscriptions[0]?.[1].Properties?.RedrivePolicy as { deadLetterTargetArn: unknown };
    expect(referencedId(redrive.deadLetterTargetArn)).toBe(queue);
  });

  it('has one alarm, and the stack stays within the free alarms', () => {
    const [queue] = queueIds();
    const alarms = resourcesOfType(json, 'AWS::CloudWatch::Alarm');
    const onQueue = alarms.filter(([, alarm]) =>
      JSON.stringify(alarm.Properties?.Dimensions ?? []).includes(`"${queue}"`),
    );
    expect(onQueue).toHaveLength(1);
    expect(alarms.length).toBeLessThanOrEqual(FREE_ALARMS);
  });

  it('keeps its queue policy within the SQS policy quotas (one statement per rule)', () => {
    const policies = resourcesOfType(json, 'AWS::SQS::QueuePolicy');
    expect(policies).toHaveLength(1);
    const document = policies[0]?.[1].Properties?.PolicyDocument as { Statement: unknown[] };
    expect(document.Statement.length).toBeLessThanOrEqual(SQS_POLICY_MAX_STATEMENTS);
    // Intrinsic functions resolve to ARNs about as long as their JSON: a safe estimate of the size.
    expect(JSON.stringify(document).length).toBeLessThan(SQS_POLICY_MAX_BYTES);
  });
});
