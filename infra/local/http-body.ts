/**
 * Request bodies and JSON answers of the runner's HTTP endpoints (`/api`, the local EventBridge,
 * Scheduler and Secrets Manager endpoints).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body accepted, as API Gateway (10 MB). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Reads a request body.
 *
 * @param request - the incoming request
 * @returns the body's bytes; undefined when it exceeds 10 MB (API Gateway's limit)
 */
export async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Parses a body that should be a JSON object.
 *
 * @param text - the body as text
 * @returns the object; undefined when the body is empty or not a JSON object
 */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Answers with a JSON body.
 *
 * @param response - the response, headers not sent yet
 * @param statusCode - HTTP status
 * @param body - serialised with `JSON.stringify`
 * @param contentType - default `application/json` (EventBridge answers `application/x-amz-json-1.1`)
 */
export function sendJson(
  response: ServerResponse,
  statusCode: number,
  body: unknown,
  contentType = 'application/json',
): void {
  const payload = Buffer.from(JSON.stringify(body));
  response.writeHead(statusCode, { 'content-type': contentType, 'content-length': payload.length });
  response.end(payload);
}

/** How an AWS JSON-protocol stand-in answers an error: status, `__type` and message. */
export type AwsJsonFail = (statusCode: number, errorType: string, message: string) => void;

/**
 * An endpoint that speaks the AWS JSON 1.1 protocol for one operation, as the SDK calls it: `POST`
 * with `x-amz-target: <operation>`, answers `application/x-amz-json-1.1`, errors as `__type`.
 *
 * @param operation - the one `x-amz-target` it serves, e.g. `AWSEvents.PutEvents`
 * @param serve - answers a request of that operation (`answer` for 200, `fail` for an error)
 * @returns a request handler: 405 for another method, 400 `UnknownOperationException` for another
 *   operation, else what `serve` answers
 */
export function awsJsonEndpoint(
  operation: string,
  serve: (request: IncomingMessage, answer: (body: unknown) => void, fail: AwsJsonFail) => Promise<void>,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const type = 'application/x-amz-json-1.1';
  return async (request, response) => {
    const fail: AwsJsonFail = (statusCode, errorType, message) =>
      sendJson(response, statusCode, { __type: errorType, message }, type);
    if (request.method !== 'POST') return fail(405, 'UnknownOperationException', 'Use POST.');
    if (request.headers['x-amz-target'] !== operation) {
      return fail(
        400,
        'UnknownOperationException',
        `Operation ${request.headers['x-amz-target'] ?? '(none)'} is not supported locally.`,
      );
    }
    await serve(request, (body) => sendJson(response, 200, body, type), fail);
  };
}
