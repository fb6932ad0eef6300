import { describe, expect, it } from 'vitest';
import { updateUserRequestSchema } from '../staff-auth/staff-users';
import { DEFAULT_DAILY_SEND_CAP, dailySendCapOf, dailySendCapSchema } from './limits';

const MESSAGE = 'The daily sending cap must be a whole number from 1 to 500';

describe('dailySendCapSchema', () => {
  it.each([
    [1, true],
    [100, true],
    [500, true],
    [0, false],
    [-5, false],
    [501, false],
    [12.5, false],
    ['100', false],
    [null, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s is valid: %s', (value, valid) => {
    const result = dailySendCapSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(MESSAGE);
  });
});

describe('dailySendCapOf', () => {
  it.each([
    [undefined, DEFAULT_DAILY_SEND_CAP],
    [null, DEFAULT_DAILY_SEND_CAP],
    [25, 25],
    [500, 500],
    [0, DEFAULT_DAILY_SEND_CAP],
    [900, DEFAULT_DAILY_SEND_CAP],
    ['30', DEFAULT_DAILY_SEND_CAP],
  ])('a stored %s gives %s', (stored, cap) => {
    expect(dailySendCapOf(stored)).toBe(cap);
  });
});

describe('updateUserRequestSchema with a daily sending cap', () => {
  it.each([
    [{ dailySendCap: 40 }, true],
    [{ dailySendCap: 40, role: 'consultant' }, true],
    [{ dailySendCap: 0 }, false],
    [{ dailySendCap: 501 }, false],
    [{ dailySendCap: 'lots' }, false],
    [{}, false],
  ])('%j is valid: %s', (body, valid) => {
    expect(updateUserRequestSchema.safeParse(body).success).toBe(valid);
  });
});
