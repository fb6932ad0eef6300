import { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * The templates of the shared test synth (test/global-setup.ts).
 *
 * @throws {Error} with the synth error when the synth failed
 */
export function templates(): {
  main: Template;
  edge: Template;
  mainJson: CfnTemplate;
  edgeJson: CfnTemplate;
  /** The `Meridian` template itself (the stateful root). */
  rootJson: CfnTemplate;
} {
  const error = inject('infraSynthError');
  if (error !== null) throw new Error(`Synth failed: ${error}`);
  const dir = inject('infraAssemblyDir');
  const mainJson = JSON.parse(readFileSync(join(dir, 'Meridian.template.json'), 'utf8')) as CfnTemplate;
  const edgeJson = JSON.parse(readFileSync(join(dir, 'MeridianEdge.template.json'), 'utf8')) as CfnTemplate;
  return {
    main: Template.fromJSON(mainJson),
    edge: Template.fromJSON(edgeJson),
    mainJson,
    edgeJson,
    rootJson: mainJson,
  };
}

/** A CloudFormation resource as it appears in the template. */
export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

/** The parts of a CloudFormation template the tests read. */
export interface CfnTemplate {
  Resources: Record<string, CfnResource>;
  Outputs?: Record<string, { Value: unknown }>;
}

/** Resources of one type, as [logicalId, resource] pairs. */
export function resourcesOfType(template: CfnTemplate, type: string): Array<[string, CfnResource]> {
  return Object.entries(template.Resources).filter(([, resource]) => resource.Type === type);
}

/** The logical id a `{ "Fn::GetAtt": [id, attr] }` or `{ "Ref": id }` points at, if any. */
export function referencedId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  const ref = (value as { Ref?: unknown }).Ref;
  return typeof ref === 'string' ? ref : undefined;
}
