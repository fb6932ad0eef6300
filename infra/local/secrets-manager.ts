/**
 * The runner's stand-in of Secrets Manager's `GetSecretValue` (`/__local/secretsmanager`), which the
 * functions reach through `SECRETSMANAGER_ENDPOINT` (functions/src/lib/secrets.ts): the secrets they
 * read at run time, the origin secret and the privacy key, answered from memory as AWS answers them
 * (`application/x-amz-json-1.1`, `__type` errors).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonObject, readBody, sendJson } from './http-body';

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
  return async (request, response) => {
    const type = 'application/x-amz-json-1.1';
    const fail = (statusCode: number, errorType: string, message: string): void =>
      sendJson(response, statusCode, { __type: errorType, message }, type);
    if (request.method !== 'POST') return fail(405, 'UnknownOperationException', 'Use POST.');
    if (request.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue') {
      return fail(
        400,
        'UnknownOperationException',
        `Operation ${request.headers['x-amz-target'] ?? '(none)'} is not supported locally.`,
      );
    }
    const body = parseJsonObject((await readBody(request))?.toString('utf8') ?? '');
    const secretId = body?.SecretId;
    if (typeof secretId !== 'string') return fail(400, 'InvalidParameterException', 'SecretId is required.');
    const value = secrets.get(secretId);
    if (value === undefined) {
      return fail(400, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    }
    sendJson(
      response,
      200,
      {
        ARN: secretId,
        Name: secretId.slice(secretId.lastIndexOf(':') + 1),
        SecretString: value,
        VersionId: 'local',
        VersionStages: ['AWSCURRENT'],
      },
      type,
    );
  };
}
