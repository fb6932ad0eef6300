/**
 * Operator command: fills in the owner index after an upgrade to the version that added it
 * (docs/deploy.md#upgrading, docs/decisions/049-my-day-by-owner-index.md). `npm run leads:owner-index`.
 *
 * Target table:
 * - local stack: `DYNAMODB_ENDPOINT=http://127.0.0.1:<port>` (and `TABLE_NAME`, default
 *   `meridian-local`); dummy credentials are used when none are set;
 * - deployed stack: `TABLE_NAME=<the stack's table>` with ordinary AWS credentials and `AWS_REGION`.
 *
 * Prints its progress and figures on stderr; exit status 0 when every owned lead has its entry.
 */
import { stderr } from 'node:process';

if (process.env.DYNAMODB_ENDPOINT) {
  process.env.TABLE_NAME ||= 'meridian-local';
  process.env.AWS_REGION ||= 'eu-west-2';
  if (!process.env.AWS_ACCESS_KEY_ID && !process.env.AWS_PROFILE) {
    process.env.AWS_ACCESS_KEY_ID = 'local';
    process.env.AWS_SECRET_ACCESS_KEY = 'local';
  }
}

try {
  if (!process.env.TABLE_NAME)
    throw new Error('Set TABLE_NAME (the deployed table) or DYNAMODB_ENDPOINT (the local stack)');
  // Imported once the environment is set: the table's name and client are read at import.
  const { backfillOwnerIndex } = await import('../services/owner-index-backfill');
  const figures = await backfillOwnerIndex((progress) => stderr.write(`${progress.examined} leads read…\n`));
  stderr.write(
    `Owner index filled in: ${figures.examined} leads read, ${figures.written} owner entries put, ${figures.skipped} left to a reassignment made meanwhile.\n`,
  );
} catch (error) {
  stderr.write(`Owner index not filled in: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
