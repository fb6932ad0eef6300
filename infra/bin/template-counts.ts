import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Prints, after `npm run synth`, the number of resources, parameters and outputs of every template
 * of the cloud assembly (the root stacks and the areas' nested stacks), so that growth toward
 * CloudFormation's limits (500 resources, 200 parameters, 200 outputs per template) shows at each
 * synth. infra/test/template-limits.test.ts fails well before a limit is reached.
 *
 * Usage: `tsx infra/bin/template-counts.ts [assembly directory, default cdk.out]`.
 */
const dir = process.argv[2] ?? 'cdk.out';
const rows = readdirSync(dir)
  .filter((file) => file.endsWith('.template.json'))
  .sort()
  .map((file) => {
    const template = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, object | undefined>;
    const count = (section: string) => Object.keys(template[section] ?? {}).length;
    return { file, resources: count('Resources'), parameters: count('Parameters'), outputs: count('Outputs') };
  });
const width = Math.max(...rows.map((row) => row.file.length));
console.log(`${'template'.padEnd(width)}  resources  parameters  outputs`);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${String(row.resources).padStart(9)}  ${String(row.parameters).padStart(10)}  ${String(row.outputs).padStart(7)}`,
  );
}
