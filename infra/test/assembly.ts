import { Template } from 'aws-cdk-lib/assertions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** One nested stack of the root: its resource in the root template and its own template. */
export interface NestedTemplate {
  /** Logical id of its `AWS::CloudFormation::Stack` resource in the root template. */
  logicalId: string;
  /** File name of its template in the cloud assembly. */
  file: string;
  json: CfnTemplate;
}

/**
 * The templates of the shared test synth (test/global-setup.ts). `main` and `mainJson` are the home
 * region's whole deployment seen as one template ({@link mergeNested}): the root `Meridian`
 * template with the resources of every area's nested stack, so that the tests read the app as
 * before the areas became nested stacks. `rootJson` and `nestedJson` are the templates themselves.
 *
 * @throws {Error} with the synth error when the synth failed
 */
export function templates(): {
  main: Template;
  edge: Template;
  mainJson: CfnTemplate;
  edgeJson: CfnTemplate;
  /** The `MeridianReplyReceiving` template (eu-west-1: the home region receives no email). */
  receivingJson: CfnTemplate;
  /** The `Meridian` template itself (the stateful root). */
  rootJson: CfnTemplate;
  /** The areas' nested stack templates. */
  nestedJson: NestedTemplate[];
} {
  const error = inject('infraSynthError');
  if (error !== null) throw new Error(`Synth failed: ${error}`);
  const dir = inject('infraAssemblyDir');
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as CfnTemplate;
  const rootJson = read('Meridian.template.json');
  const edgeJson = read('MeridianEdge.template.json');
  const receivingJson = read('MeridianReplyReceiving.template.json');
  const nestedJson = nestedTemplatesOf(dir, 'Meridian', rootJson);
  const mainJson = mergeNested(rootJson, nestedJson);
  return {
    main: Template.fromJSON(mainJson),
    edge: Template.fromJSON(edgeJson),
    mainJson,
    edgeJson,
    receivingJson,
    rootJson,
    nestedJson,
  };
}

/**
 * The nested stacks of a stack: each `AWS::CloudFormation::Stack` resource's `TemplateURL` names an
 * asset object key, which the stack's `<stack>.assets.json` maps to a template file of the assembly.
 */
export function nestedTemplatesOf(dir: string, stackName: string, json: CfnTemplate): NestedTemplate[] {
  const assets = JSON.parse(readFileSync(join(dir, `${stackName}.assets.json`), 'utf8')) as {
    files: Record<string, { source: { path: string }; destinations: Record<string, { objectKey: string }> }>;
  };
  const fileOfKey = new Map(
    Object.values(assets.files).flatMap((asset) =>
      Object.values(asset.destinations).map((destination) => [destination.objectKey, asset.source.path] as const),
    ),
  );
  return resourcesOfType(json, 'AWS::CloudFormation::Stack').map(([logicalId, resource]) => {
    const key = /[0-9a-f]{64}\.json/.exec(JSON.stringify(resource.Properties?.TemplateURL))?.[0] ?? '';
    const file = fileOfKey.get(key);
    if (file === undefined) throw new Error(`No template file for the nested stack ${logicalId}`);
    return { logicalId, file, json: JSON.parse(readFileSync(join(dir, file), 'utf8')) as CfnTemplate };
  });
}

/** A copy of `value` in which `replace` has replaced every object it returns a value for. */
function substitute(value: unknown, replace: (node: object) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => substitute(item, replace));
  if (typeof value !== 'object' || value === null) return value;
  const replaced = replace(value);
  if (replaced !== undefined) return replaced;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, replace)]));
}

/**
 * The root template with the resources of its nested stacks, as one template: a nested
 * `{ "Ref": <parameter> }` becomes the value the root passes for that parameter, and a root
 * `{ "Fn::GetAtt": [<nested stack>, "Outputs.<name>"] }` becomes that output's value, so references
 * read as they did in one stack (`referencedId` finds the root's queue from a nested rule target).
 * Logical ids are unique across the templates, else this throws.
 */
export function mergeNested(root: CfnTemplate, nested: readonly NestedTemplate[]): CfnTemplate {
  const resources: Record<string, CfnResource> = { ...root.Resources };
  const outputs = new Map<string, unknown>();
  for (const stack of nested) {
    const parameters = (root.Resources[stack.logicalId]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const fromRoot = (node: object) => {
      const ref = (node as { Ref?: unknown }).Ref;
      return typeof ref === 'string' && ref in parameters ? parameters[ref] : undefined;
    };
    for (const [id, resource] of Object.entries(stack.json.Resources)) {
      if (id in resources) throw new Error(`Logical id ${id} is in more than one template`);
      resources[id] = substitute(resource, fromRoot) as CfnResource;
    }
    for (const [name, output] of Object.entries(stack.json.Outputs ?? {}))
      outputs.set(`${stack.logicalId}/Outputs.${name}`, substitute(output.Value, fromRoot));
  }
  const fromNested = (node: object) => {
    const getAtt = (node as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
    return Array.isArray(getAtt) ? outputs.get(`${getAtt[0]}/${getAtt[1]}`) : undefined;
  };
  return {
    Resources: substitute(resources, fromNested) as Record<string, CfnResource>,
    ...(root.Outputs !== undefined ? { Outputs: substitute(root.Outputs, fromNested) as CfnTemplate['Outputs'] } : {}),
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
  Parameters?: Record<string, unknown>;
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

/** One statement of an IAM policy. */
interface PolicyStatement {
  Action: string | string[];
  Resource: unknown;
}

/**
 * The secrets a function's role may read (`secretsmanager:GetSecretValue`), as their references.
 *
 * @param template - a merged template (`mainJson`).
 * @param fn - the function resource.
 */
export function secretReadsOfFunction(template: CfnTemplate, fn: CfnResource): unknown[] {
  const role = fn.Properties?.Role as { 'Fn::GetAtt': [string, string] } | undefined;
  const roleId = role?.['Fn::GetAtt'][0] ?? '';
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties?.Roles).includes(`"${roleId}"`))
    .flatMap(
      ([, policy]) =>
        (policy.Properties?.PolicyDocument as { Statement: PolicyStatement[] } | undefined)?.Statement ?? [],
    )
    .filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue'))
    .flatMap((statement) => [statement.Resource].flat());
}
