import { environmentFor, serviceNameFor } from '@meridian/functions/environment';
import { FUNCTION_ENVIRONMENT } from '@meridian/functions/environment-variables';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '@meridian/functions/lib/metric-names';
import { routes } from '@meridian/functions/routes';
import { eventRules } from '@meridian/functions/rules';
import { schedules } from '@meridian/functions/schedules';
import { mailReceiverFunctions, targetFunctions } from '@meridian/functions/targets';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CfnTemplate, referencedId, resourcesOfType, templates } from './assembly';

let json: CfnTemplate;

beforeAll(() => {
  json = templates().mainJson;
});

/** A template value with intrinsic functions replaced: `Fn::Join` joined, references as `@<logical id>`. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(flatten).join(join[0]);
  const id = referencedId(value);
  return id === undefined ? JSON.stringify(value) : `@${id}`;
}

interface DashboardBody {
  widgets: { type: string; properties: { title?: string; metrics?: unknown[][]; alarms?: string[] } }[];
}

function dashboard(): DashboardBody {
  const dashboards = resourcesOfType(json, 'AWS::CloudWatch::Dashboard');
  expect(dashboards).toHaveLength(1);
  return JSON.parse(flatten(dashboards[0]?.[1].Properties?.DashboardBody)) as DashboardBody;
}

describe('function environment', () => {
  const everyValue = Object.fromEntries(Object.keys(FUNCTION_ENVIRONMENT).map((name) => [name, 'value']));
  const entries = [...routes, ...eventRules.flatMap((rule) => rule.targets), ...schedules];

  it.each(entries.map((entry) => [entry.handler, entry] as const))(
    '%s gets exactly the variables its table entry needs, and its own service name',
    (handler, entry) => {
      const functions = resourcesOfType(json, 'AWS::Lambda::Function').filter(
        ([, fn]) =>
          (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables
            ?.POWERTOOLS_SERVICE_NAME === serviceNameFor(handler),
      );
      expect(functions).toHaveLength(1);
      const environment = functions[0]?.[1].Properties?.Environment as { Variables: Record<string, unknown> };
      const variables = environment.Variables;
      const expected = Object.keys(environmentFor(entry, everyValue));
      expect(Object.keys(variables).sort()).toEqual([...expected, 'NODE_OPTIONS'].sort());
    },
  );

  it('keeps the notification addresses away from the functions that send no email', () => {
    // The reply function SES invokes (docs/product/outreach.md#replies) notifies the lead's owner.
    const senders = [...entries, ...mailReceiverFunctions].filter(
      (entry) => 'sendsEmail' in entry && entry.sendsEmail === true,
    );
    const withNotifyTo = resourcesOfType(json, 'AWS::Lambda::Function').filter(([, fn]) =>
      JSON.stringify(fn.Properties?.Environment ?? {}).includes('"NOTIFY_TO"'),
    );
    // Plus the one-time schedule targets that send: the consultation reminders' function
    // (infra/lib/booking-reminders.ts) and the outreach step function (infra/lib/outreach-steps.ts).
    expect(withNotifyTo).toHaveLength(senders.length + targetFunctions.filter((entry) => entry.sendsEmail).length);
  });
});

describe('operations dashboard', () => {
  it('graphs the errors of every function of the stack with one metric search (the one errors alarm is region-wide)', () => {
    const graph = dashboard().widgets.find((widget) => widget.properties.title === 'Function errors per 5 minutes');
    const lines = graph?.properties.metrics ?? [];
    expect(lines).toHaveLength(1);
    const expression = (lines[0]?.[0] as { expression?: string } | undefined)?.expression;
    expect(expression).toBe(
      `SEARCH('{AWS/Lambda,FunctionName} MetricName="Errors" FunctionName=Meridian', 'Sum', 300)`,
    );
    // CDK names every function "<stack name>-<id>-<hash>", so the search finds each of them.
    const ours = resourcesOfType(json, 'AWS::Lambda::Function').filter(([, fn]) =>
      JSON.stringify(fn.Properties?.Environment ?? {}).includes('"POWERTOOLS_SERVICE_NAME"'),
    );
    expect(ours.length).toBeGreaterThan(40);
    for (const [, fn] of ours) expect(fn.Properties?.FunctionName).toBeUndefined();
    const errorAlarms = resourcesOfType(json, 'AWS::CloudWatch::Alarm').filter(
      ([, alarm]) => alarm.Properties?.MetricName === 'Errors',
    );
    expect(errorAlarms).toHaveLength(1);
  });

  it('graphs every business metric (namespace Meridian, one service dimension, sums)', () => {
    const metricLines = dashboard()
      .widgets.filter((widget) => widget.type === 'metric')
      .flatMap((widget) => widget.properties.metrics ?? []);
    for (const name of Object.values(BUSINESS_METRICS)) {
      const lines = metricLines.filter((line) => line[1] === name);
      expect(lines.length, name).toBeGreaterThanOrEqual(2);
      for (const line of lines) {
        expect(line.slice(0, 4), name).toEqual([METRICS_NAMESPACE, name, 'service', METRICS_SERVICE]);
        expect(line[4], name).toMatchObject({ stat: 'Sum' });
      }
    }
  });

  it('shows the state of every alarm of the stack', () => {
    const alarmWidgets = dashboard().widgets.filter((widget) => widget.type === 'alarm');
    expect(alarmWidgets).toHaveLength(1);
    const shown = new Set(alarmWidgets[0]?.properties.alarms?.map((arn) => arn.replace(/^@/, '')));
    const alarms = resourcesOfType(json, 'AWS::CloudWatch::Alarm').map(([id]) => id);
    expect(alarms.length).toBeGreaterThanOrEqual(5);
    expect(shown).toEqual(new Set(alarms));
  });
});
