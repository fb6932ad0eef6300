/**
 * Operator command: sets the admin password. `npm run admin:password`.
 *
 * The password is read from a prompt that does not echo (twice, to confirm) when stdin is a
 * terminal, or from the first line of stdin when it is piped (`printf '%s\n' "$PW" | npm run
 * admin:password`). It is never taken from the command line, where it would land in the shell
 * history and the process list. Only its scrypt hash is stored.
 *
 * Target table:
 * - local stack: `DYNAMODB_ENDPOINT=http://127.0.0.1:<port>` (and `TABLE_NAME`, default
 *   `meridian-local`); dummy credentials are used when none are set;
 * - deployed stack: `TABLE_NAME=<the stack's table>` with ordinary AWS credentials and
 *   `AWS_REGION` (or `AWS_PROFILE`).
 *
 * Exit status 0 when the password was set, 1 otherwise (with a one-line reason on stderr).
 */
import { stdin, stderr } from 'node:process';
import { MIN_PASSWORD_LENGTH, WeakPasswordError } from '../services/password';

/** Reads one line from a terminal without echoing it. Ctrl-C aborts. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stderr.write(question);
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('Cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** Reads the first line of a piped stdin (without its line ending). */
async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!stdin.isTTY) return readFirstLine();
  const first = await promptHidden(`New admin password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const second = await promptHidden('Repeat it: ');
  if (first !== second) throw new Error('The two passwords differ; nothing was changed');
  return first;
}

function prepareEnvironment(): void {
  if (process.env.DYNAMODB_ENDPOINT) {
    process.env.TABLE_NAME ||= 'meridian-local';
    process.env.AWS_REGION ||= 'eu-west-2';
    if (!process.env.AWS_ACCESS_KEY_ID && !process.env.AWS_PROFILE) {
      process.env.AWS_ACCESS_KEY_ID = 'local';
      process.env.AWS_SECRET_ACCESS_KEY = 'local';
    }
  }
  if (!process.env.TABLE_NAME) {
    throw new Error('Set TABLE_NAME (the deployed table) or DYNAMODB_ENDPOINT (the local stack)');
  }
}

async function main(): Promise<void> {
  prepareEnvironment();
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) throw new WeakPasswordError();
  // Imported after the environment is prepared: the SDK clients read it when first used.
  const { setAdminPassword } = await import('../services/admin-password');
  await setAdminPassword(password);
  stderr.write(`Admin password set in table ${process.env.TABLE_NAME}.\n`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  stderr.write(`Admin password not set: ${message}\n`);
  process.exitCode = 1;
});
