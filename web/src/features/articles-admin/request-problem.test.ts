// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { requestProblem } from './request-problem';

const apiError = (status: number, error?: string, details: { path: string; message: string }[] = []) =>
  new ApiError(status, error ?? '', error ? { error, details } : undefined);

describe('requestProblem', () => {
  it.each([
    [
      'a stale version',
      apiError(409, 'The article was changed by someone else; reload and try again'),
      { conflict: true, fields: {} },
      /^Could not save: The article was changed by someone else; reload and try again\. What you typed is kept here\. Reload the latest version/,
    ],
    [
      'a taken slug',
      apiError(409, 'Another article already uses this slug'),
      { conflict: false, fields: { slug: 'Another article already uses this slug' } },
      /^Could not save: Another article already uses this slug\. What you typed is kept here\.$/,
    ],
    [
      'invalid fields',
      apiError(400, 'Invalid request', [{ path: 'title', message: 'Too long' }]),
      { conflict: false, fields: { title: 'Too long' } },
      /^Could not save: Invalid request\. What you typed is kept here\.$/,
    ],
    ['a missing article', apiError(404, 'Not found'), { conflict: false }, /this article no longer exists/],
    [
      'an ended session',
      apiError(401, 'Unauthorized'),
      { conflict: false },
      /your session has ended\. .* Log in again\./,
    ],
    [
      'a body-less refusal',
      apiError(429),
      { conflict: false },
      /^Could not save: the server refused it \(429\)\. What you typed is kept here\.$/,
    ],
    [
      'a lost connection',
      new TypeError('Failed to fetch'),
      { conflict: false },
      /the server could not be reached\. .* Try again\./,
    ],
  ])('%s', (_, error, expected, message) => {
    const problem = requestProblem(error, 'save');
    expect(problem).toMatchObject(expected);
    expect(problem.message).toMatch(message);
  });
});
