/**
 * Preflight of `npm test` and `npm start`: prints the Node version the scripts run on and stops at
 * once, with a one-line fix, when it is not the project's major (`.nvmrc`) or, for `test`, when
 * there is no Chromium for the browser journeys. Runs before anything is built, so a missing
 * prerequisite costs seconds, not a full build and stack start.
 *
 * Usage: `node scripts/preflight.mjs test|start`. Environment: `CHROMIUM_PATH` (default
 * `/usr/bin/chromium`), the one browser variable read by the e2e journeys, the benches and
 * Lighthouse.
 *
 * Plain JavaScript on purpose: it must run before `tsx` or anything else has been checked.
 */
import { accessSync, constants, readFileSync } from 'node:fs';

const command = process.argv[2] ?? 'test';
const root = new URL('..', import.meta.url);

/** The Node major the project runs on, from `.nvmrc` (one line such as `24`). */
const wantedMajor = Number.parseInt(readFileSync(new URL('.nvmrc', root), 'utf8').trim(), 10);
const actualMajor = Number.parseInt(process.versions.node.split('.')[0] ?? '0', 10);

console.log(`npm ${command}: Node ${process.version} (${process.execPath})`);

const problems = [];
if (actualMajor !== wantedMajor) {
  problems.push(
    `Node ${process.version} is running, the project needs Node ${wantedMajor}: run \`npm install\` (it installs Node ${wantedMajor} into node_modules/.bin from the root devDependency \`node\`; allowScripts in package.json must approve its install script), or switch with \`nvm use\`.`,
  );
}

if (command === 'test') {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    accessSync(chromium, constants.X_OK);
  } catch {
    problems.push(
      `No Chromium at ${chromium} (CHROMIUM_PATH) for the browser journeys: install it with \`sudo apt-get install chromium\` (Debian/Ubuntu) or \`brew install --cask chromium\` (macOS, then CHROMIUM_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium), or point CHROMIUM_PATH at Chrome or Chromium.`,
    );
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
