import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, describe, expect, it } from 'vitest';
import { getFreePort, LOCAL_AWS, startSesEmulator } from './emulators';
import { mailboxFile, restoreCapturedMail, saveCapturedMail } from './ses-mailbox';

const dataDir = mkdtempSync(join(tmpdir(), 'meridian-mailbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function storedSubjects(endpoint: string): Promise<string[]> {
  const { emails } = (await (await fetch(`${endpoint}/store`)).json()) as { emails: Array<{ subject: string }> };
  return emails.map((email) => email.subject);
}

describe('the mail viewer across restarts', () => {
  it('keeps the captured mail in the data folder and shows it again after a restart', async () => {
    const file = mailboxFile(dataDir);
    const ses = await startSesEmulator({ port: await getFreePort() });
    try {
      expect(restoreCapturedMail(file)).toBe(0);
      const client = new SESv2Client({
        endpoint: ses.endpoint,
        region: LOCAL_AWS.region,
        credentials: LOCAL_AWS.credentials,
      });
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: 'from@example.com',
          Destination: { ToAddresses: ['to@example.com'] },
          Content: { Simple: { Subject: { Data: 'Kept across restarts' }, Body: { Text: { Data: 'Hello' } } } },
        }),
      );
      client.destroy();
      await saveCapturedMail(file);
      // A restart: the emulator's memory is empty until the file is read.
      restoreCapturedMail(join(dataDir, 'missing.json'));
      expect(await storedSubjects(ses.endpoint)).toEqual([]);
      expect(restoreCapturedMail(file)).toBe(1);
      expect(await storedSubjects(ses.endpoint)).toEqual(['Kept across restarts']);
    } finally {
      await ses.stop();
    }
  });
});
