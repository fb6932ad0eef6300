import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimReportAllowance, MAX_REPORTS_PER_WINDOW } from '../assessment/data/report-allowances';
import { claimAcknowledgementWindow } from '../contact/data/acknowledgement-windows';
import { claimNotificationWindow } from '../leads/data/notification-windows';
import { useTestTable } from '../testing/table';

useTestTable();

const T0 = '2030-01-01T10:00:00.000Z';
const later = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
/** Spellings of one mailbox: sub-addresses and case count as the same address. */
const spellingsOf = (local: string) => [
  `${local}+1@example.com`,
  `${local}+2@example.com`,
  `${local.toUpperCase()}@Example.com`,
  `${local}+news@EXAMPLE.com`,
];

describe('per-address caps count the normalised address', () => {
  it('admits 3 reports per mailbox, however the address is tagged or cased', async () => {
    const spellings = spellingsOf(`r${randomUUID().slice(0, 8)}`);
    const claims = [];
    for (const [i, email] of spellings.entries()) claims.push(await claimReportAllowance(email, `e${i}`, later(i)));
    expect(claims.filter(Boolean)).toHaveLength(MAX_REPORTS_PER_WINDOW);
    expect(claims.at(-1)).toBe(false);
  });

  it.each([
    ['the contact acknowledgement window', claimAcknowledgementWindow],
    ['the firm notification window', claimNotificationWindow],
  ])('%s admits one event per mailbox', async (_name, claim) => {
    const [first, ...others] = spellingsOf(`a${randomUUID().slice(0, 8)}`);
    expect(await claim(first ?? '', 'e0', T0)).toBe(true);
    for (const [i, email] of others.entries()) expect(await claim(email, `e${i + 1}`, later(i + 1))).toBe(false);
  });
});
