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
import { createTransport } from 'nodemailer';
import { startBenchStack } from './local-stack';
import { percentile } from './stats';

const REPLIES = Number(process.env.BENCH_REPLIES ?? 30);
const POLL_MS = 25;
const TIMEOUT_MS = 30_000;

async function main(): Promise<void> {
  const stack = await startBenchStack('bench-replies');
  // Plain SMTP to the local reply server, as a lead's mail program would (one connection a reply).
  const smtp = createTransport({ host: '127.0.0.1', port: stack.smtpPort, secure: false, ignoreTLS: true });
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
      await smtp.sendMail({
        envelope: { from: lead.email ?? 'bench@lead.example', to: email.replyTo },
        raw: message,
      });
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
    smtp.close();
    await stack.stop();
  }
}

await main();
