import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGetSecretValueHandler } from './secrets-manager';

const ARN = 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:meridian-local-privacy-key';
let server: Server;
let url: string;

beforeAll(async () => {
  const handle = createGetSecretValueHandler(new Map([[ARN, 'the-local-privacy-key-0123456789abcdef']]));
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__local/secretsmanager`;
});

afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

const call = (target: string | undefined, body: string, method = 'POST') =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/x-amz-json-1.1', ...(target ? { 'x-amz-target': target } : {}) },
    ...(method === 'POST' ? { body } : {}),
  });

describe('the Secrets Manager stand-in', () => {
  it('answers the SDK as Secrets Manager does', async () => {
    const client = new SecretsManagerClient({
      endpoint: url,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const output = await client.send(new GetSecretValueCommand({ SecretId: ARN }));
    expect(output).toMatchObject({
      ARN,
      Name: 'meridian-local-privacy-key',
      SecretString: 'the-local-privacy-key-0123456789abcdef',
    });
    await expect(client.send(new GetSecretValueCommand({ SecretId: `${ARN}-other` }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
  });

  it.each([
    ['another method', undefined, '', 'GET', 405, 'UnknownOperationException'],
    ['another operation', 'secretsmanager.PutSecretValue', '{}', 'POST', 400, 'UnknownOperationException'],
    ['a body that is not JSON', 'secretsmanager.GetSecretValue', '{', 'POST', 400, 'InvalidParameterException'],
    ['no SecretId', 'secretsmanager.GetSecretValue', '{}', 'POST', 400, 'InvalidParameterException'],
  ])('refuses %s', async (_label, target, body, method, status, type) => {
    const response = await call(target, body, method);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ __type: type });
  });
});
