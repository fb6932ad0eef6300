import type { AreaDefinition } from '@meridian/functions/topology';
import { NestedStack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { ApiRoutes } from './api-routes';
import { EventRules, type RuleTargetFunction } from './event-rules';
import type { FunctionResources, MeridianFunction } from './function';
import { InboundMail, sesReceivingForced } from './inbound-mail';
import { allowCancelling, type OneTimeScheduleKind, OneTimeScheduleTarget } from './one-time-schedules';
import type { ReplyReceivingNames } from './reply-receiving-stack';
import { Schedules } from './schedules';

/** Props of {@link AreaStack}. */
export interface AreaStackProps {
  /** The area's routes, rules, schedules and one-time schedule targets (`functions/src/areas.ts`). */
  area: AreaDefinition;
  /** What every function may use (root resources: CDK passes them in as nested-stack parameters). */
  resources: FunctionResources;
  /** The root's HTTP API and the origin-secret variables of every route function (`api.ts`). */
  api: { httpApi: IHttpApi; originEnvironment: Record<string, string> };
  /** Every kind of one-time schedule of the app; `area.targets` names those this area deploys. */
  oneTimeScheduleKinds: readonly OneTimeScheduleKind[];
  /** Where SES receives the replies when the home region does not (`ReplyReceivingStack`). */
  replyReceivedIn?: ReplyReceivingNames;
}

/** Thrown when an area cannot be built from its definition; the message names the area and the entry. */
export class AreaDefinitionError extends Error {
  override readonly name = 'AreaDefinitionError';
}

/**
 * The root stack's construct id of an area's nested stack: `staff-auth` -> `StaffAuthArea` (the
 * suffix keeps area names apart from the root's own constructs, such as `Email` for SES).
 */
export function areaStackId(name: string): string {
  const pascal = name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `${pascal}Area`;
}

/**
 * One business area as a CloudFormation nested stack (docs/decisions/033-a-nested-stack-per-business-area.md):
 * its one-time schedule targets (`BookingReminders`, `ArticlePublishing`), its route functions with
 * their routes, integrations and permissions on the root's HTTP API (`Api`), its rules and their
 * target functions on the root's bus (`Events`), its schedules (`Schedules`) and SES receiving for
 * its mail receivers (`InboundMail`). Construct ids
 * inside the area are those the single stack had, so logical ids keep their prefixes. Per-function
 * resources (log groups, metric filters) stay beside their function; the root alarms on metrics by
 * name, so it needs no output per function.
 *
 * @throws {AreaDefinitionError} when a target of the area is no known kind of one-time schedule, or
 *   an entry keeps schedules whose target belongs to another area
 * @throws {MissingHandlerError} when an entry's handler file does not exist
 */
export class AreaStack extends NestedStack {
  readonly area: AreaDefinition;
  readonly api: ApiRoutes;
  readonly events: EventRules;
  readonly schedules: Schedules;
  /** The one-time schedule targets the area deploys. */
  readonly targets: OneTimeScheduleTarget[];
  /** SES receiving for the area's mail receivers (the reply domain), one each. */
  readonly inboundMail: InboundMail[];

  constructor(scope: Construct, id: string, props: AreaStackProps) {
    super(scope, id, {
      description: `Meridian: the ${props.area.name} area (routes, rules, schedules and their functions)`,
    });
    const { area } = props;
    this.area = area;
    const environment = { ...props.resources.environment };
    this.targets = area.targets.map((target) => {
      const kind = props.oneTimeScheduleKinds.find((candidate) => candidate.target.handler === target.handler);
      if (kind === undefined)
        throw new AreaDefinitionError(`Area ${area.name}: ${target.handler} is no known one-time schedule target.`);
      const built = new OneTimeScheduleTarget(this, kind.id, { resources: props.resources, kind });
      Object.assign(environment, built.environment);
      return built;
    });
    const resources: FunctionResources = { ...props.resources, environment };

    this.api = new ApiRoutes(this, 'Api', { ...props.api, routes: area.routes, resources });
    this.events = new EventRules(this, 'Events', { rules: area.rules, resources });
    this.schedules = new Schedules(this, 'Schedules');
    this.schedules.addSchedules(area.schedules, resources);
    this.inboundMail = (area.mailReceivers ?? []).map(
      (receiver) =>
        new InboundMail(this, 'InboundMail', {
          receiver,
          resources,
          forceReceiving: sesReceivingForced(this),
          ...(props.replyReceivedIn !== undefined ? { receivedIn: props.replyReceivedIn } : {}),
        }),
    );

    const keepers = [
      ...area.routes.map((route) => ({
        owner: `route ${route.method} ${route.path}`,
        entry: route,
        fn: this.api.functions.get(`${route.method} ${route.path}`),
      })),
      ...this.events.targets.map(({ rule, target, fn }) => ({ owner: `rule ${rule.name}`, entry: target, fn })),
      ...(area.mailReceivers ?? []).map((receiver, index) => ({
        owner: `mail receiver ${receiver.handler}`,
        entry: receiver,
        fn: this.inboundMail[index]?.fn,
      })),
    ];
    for (const { entry, fn } of keepers) {
      for (const kind of props.oneTimeScheduleKinds.filter((candidate) => candidate.cancelsSchedules?.(entry))) {
        if (fn !== undefined) allowCancelling(this, kind, fn);
      }
    }
    for (const { owner, entry, fn } of keepers) {
      for (const kind of props.oneTimeScheduleKinds.filter((candidate) => candidate.keepsSchedules(entry))) {
        const target = this.targets.find((candidate) => candidate.kind === kind);
        if (target === undefined || fn === undefined)
          throw new AreaDefinitionError(
            `Area ${area.name}: ${owner} keeps ${kind.purpose}, whose target ${kind.target.handler} belongs to another area; put both in one area.`,
          );
        target.allowScheduling(fn);
      }
    }
  }

  /** Every function of the area. */
  get functions(): MeridianFunction[] {
    return [
      ...this.api.functions.values(),
      ...this.events.functions,
      ...this.schedules.functions,
      ...this.targets.map((target) => target.fn),
      ...this.inboundMail.map((inbound) => inbound.fn),
    ];
  }

  /** The area's rule target functions with their entries. */
  get ruleTargets(): readonly RuleTargetFunction[] {
    return this.events.targets;
  }
}
