/**
 * `npm run bench:replies`: how long a reply takes to reach the lead's timeline
 * (docs/product/outreach.md#replies; target p50 at most 5 s). Starts the local stack on free ports
 * with a throw-away data folder, stores N sent Email 1s (one lead each) the way the sending side
 * stores them, then sends one reply to each over SMTP to the stack's reply domain server, one after
 * another, and times each from the start of its SMTP conversation until the `email_received`
 * entry is on the lead's timeline (polled every 25 ms). Prints p50, p95 and the slowest.
 * `BENCH_REPLIES` sets N (default 30).
 */
import './quiet';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './stats';

const REPLIES = Number(process.env.BENCH_REPLIES ?? 30);
const POLL_MS = 25;
const TIMEOUT_MS = 30_000;

interface LocalStackHandle {
  env: Record<string, string>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Sends one message over plain SMTP (EHLO, MAIL, RCPT, DATA); resolves on the final 250. */
function sendSmtp(port: number, from: string, to: string, message: string): Promise<void> {
  const steps = [`EHLO bench.local`, `MAIL FROM:<${from}>`, `RCPT TO:<${to}>`, 'DATA', `${message}\r\n.`, 'QUIT'];
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let buffer = '';
    let step = -1;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      const lines = buffer.split('\r\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (/^\d{3}-/.test(line)) continue;
        if (!/^[23]\d\d /.test(line)) {
          socket.destroy();
          return reject(new Error(`SMTP: ${line}`));
        }
        step += 1;
        if (step === steps.length - 1) resolve();
        const next = steps[step];
        if (next === undefined) return socket.end();
        socket.write(`${next}\r\n`);
      }
    });
    socket.on('error', reject);
    socket.connect(port, '127.0.0.1');
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meridian-bench-replies-'));
  const smtpPort = await freePort();
  const startPath = '../../infra/local/start.ts';
  const { startLocalStack } = (await import(startPath)) as {
    startLocalStack(options: Record<string, unknown>): Promise<LocalStackHandle>;
  };
  const stack = await startLocalStack({
    port: 0,
    dynamodbPort: 0,
    sesPort: 0,
    smtpPort,
    dataDir,
    adminPassword: randomBytes(18).toString('base64url'),
    quiet: true,
  });
  try {
    // The stack set the functions' environment on process.env: load the modules after it.
    const { loadSecrets } = await import('../src/lib/secrets');
    const { createLead } = await import('../src/leads/services/leads');
    const { getLeadWithActivity } = await import('../src/leads/records');
    const { seedSentEmail } = await import('../src/outreach/testing/sent-email');
    await loadSecrets();
    const sent = [];
    for (let index = 0; index < REPLIES; index += 1) {
      const lead = await createLead({
        name: `Bench ${index}`,
        email: `bench-${index}@lead.example`,
        source: 'linkedin',
      });
      sent.push({ lead, email: await seedSentEmail(lead, { replyDomain: stack.env.REPLY_DOMAIN }) });
    }
    const samples: number[] = [];
    for (const { lead, email } of sent) {
      const message = [
        `From: <${lead.email}>`,
        `To: <${email.replyTo}>`,
        'Subject: Re: Hello',
        `Message-ID: <${randomBytes(8).toString('hex')}@lead.example>`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Thanks, a call on Thursday works.',
        '',
        'On Mon, 2 Mar 2026, Ann wrote:',
        '> Would you like a call?',
      ].join('\r\n');
      const started = performance.now();
      await sendSmtp(smtpPort, lead.email ?? 'bench@lead.example', email.replyTo, message);
      for (;;) {
        const record = await getLeadWithActivity(lead.id);
        if (record.activity.some((entry) => entry.type === 'email_received')) break;
        if (performance.now() - started > TIMEOUT_MS) throw new Error(`Reply to ${lead.id} not on the timeline`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      samples.push(performance.now() - started);
    }
    const format = (ms: number) => `${ms.toFixed(0)} ms`;
    console.log(`Replies until on the timeline (${REPLIES} replies over SMTP, one at a time):`);
    console.log(
      `  p50 ${format(percentile(samples, 50))}   p95 ${format(percentile(samples, 95))}   max ${format(Math.max(...samples))}   (target p50 <= 5000 ms)`,
    );
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
