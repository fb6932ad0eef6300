/**
 * The runner's stand-in of Secrets Manager's `GetSecretValue` (`/__local/secretsmanager`), which the
 * functions reach through `SECRETSMANAGER_ENDPOINT` (functions/src/lib/secrets.ts): the secrets they
 * read at run time, the origin secret and the privacy key, answered from memory as AWS answers them
 * (`application/x-amz-json-1.1`, `__type` errors).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { awsJsonEndpoint, parseJsonObject, readBody } from './http-body';

/**
 * Creates the GetSecretValue endpoint.
 *
 * @param secrets - secret value by ARN
 * @returns a request handler: 405 for another method, 400 for another operation or a body that is
 *   not a JSON object with a `SecretId`, 400 `ResourceNotFoundException` for an unknown secret, else
 *   `{ ARN, Name, SecretString, VersionId, VersionStages }`
 */
export function createGetSecretValueHandler(
  secrets: ReadonlyMap<string, string>,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return awsJsonEndpoint('secretsmanager.GetSecretValue', async (request, answer, fail) => {
    const body = parseJsonObject((await readBody(request))?.toString('utf8') ?? '');
    const secretId = body?.SecretId;
    if (typeof secretId !== 'string') return fail(400, 'InvalidParameterException', 'SecretId is required.');
    const value = secrets.get(secretId);
    if (value === undefined) {
      return fail(400, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    }
    answer({
      ARN: secretId,
      Name: secretId.slice(secretId.lastIndexOf(':') + 1),
      SecretString: value,
      VersionId: 'local',
      VersionStages: ['AWSCURRENT'],
    });
  });
}
