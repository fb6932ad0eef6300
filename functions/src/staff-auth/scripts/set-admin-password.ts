/**
 * Operator command: the recovery tool of a partner account (docs/deploy.md#staff-accounts).
 * `npm run admin:password -- --email <partner address> [--reset-factors]`.
 *
 * - After an upgrade from the shared admin password, the first run with an address that has no
 *   account makes the shared password that partner's password (no prompt) and deletes it.
 * - Otherwise it asks for a new password: an address without an account becomes a new partner
 *   (the first partner of a fresh deployment); a partner's password is replaced and every session
 *   of theirs ends. `--reset-factors` also removes the partner's TOTP key and recovery codes, so the
 *   next sign-in enrols a new second factor. A consultant's account is refused: partners reset
 *   colleagues in the CRM.
 *
 * The password is read from a prompt that does not echo (twice, to confirm) when stdin is a
 * terminal, or from the first line of stdin when it is piped (`printf '%s\n' "$PW" | npm run
 * admin:password -- --email …`). It is never taken from the command line, where it would land in
 * the shell history and the process list. Only its scrypt hash is stored. `--email` defaults to
 * `ADMIN_EMAIL`.
 *
 * Target table:
 * - local stack: `DYNAMODB_ENDPOINT=http://127.0.0.1:<port>` (and `TABLE_NAME`, default
 *   `meridian-local`); dummy credentials are used when none are set;
 * - deployed stack: `TABLE_NAME=<the stack's table>` with ordinary AWS credentials and
 *   `AWS_REGION` (or `AWS_PROFILE`).
 *
 * Exit status 0 when the account was recovered, 1 otherwise (with a one-line reason on stderr).
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
  const first = await promptHidden(`New password (at least ${MIN_PASSWORD_LENGTH} characters): `);
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

/** The command line: `--email <address>` (default `ADMIN_EMAIL`) and `--reset-factors`. */
function parseArguments(argv: readonly string[]): { email: string; resetFactors: boolean } {
  const at = argv.indexOf('--email');
  const email = (at >= 0 ? argv[at + 1] : process.env.ADMIN_EMAIL)?.trim();
  if (!email?.includes('@')) throw new Error('Name the partner with --email <address>');
  return { email, resetFactors: argv.includes('--reset-factors') };
}

async function main(): Promise<void> {
  const { email, resetFactors } = parseArguments(process.argv.slice(2));
  prepareEnvironment();
  // Imported after the environment is prepared: the SDK clients read it when first used.
  const accounts = await import('../services/staff-accounts');
  if (await accounts.migrateSharedPassword(email)) {
    stderr.write(
      `The shared admin password is now the password of partner ${email}; sign in to enrol a second factor.\n`,
    );
    return;
  }
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) throw new WeakPasswordError();
  // The rule of every new password (docs/product/staff-accounts.md#passwords).
  await (await import('../services/password-rule')).assertStrongPassword(password, { email });
  await accounts.recoverPartner(email, password, { resetFactors });
  const factors = resetFactors ? '; the next sign-in enrols a new second factor' : '';
  stderr.write(`Password of partner ${email} set in table ${process.env.TABLE_NAME}${factors}.\n`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  stderr.write(`Nothing recovered: ${message}\n`);
  process.exitCode = 1;
});
