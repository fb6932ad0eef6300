import type { ReactNode } from 'react';
import {
  BACKUP_WINDOW_DAYS,
  LEAD_REVIEW_AFTER_YEARS,
  LOG_RETENTION_MONTHS,
  PAGE_VIEW_RETENTION_MONTHS,
  PENDING_SIGN_UP_DAYS,
} from './privacy-facts';

/** One kind of personal data the site collects: what, why, on which lawful basis. */
interface CollectedKind {
  title: string;
  what: ReactNode;
  why: ReactNode;
  basis: ReactNode;
}

const PRE_CONTRACT_BASIS =
  'Steps you ask us to take before a possible contract (UK GDPR article 6(1)(b)), and our legitimate interest in answering enquiries and keeping track of our business relationships (article 6(1)(f)).';

const COLLECTED: readonly CollectedKind[] = [
  {
    title: 'Consultation requests (contact form)',
    what: 'Your name, email address and message; your company and phone number if you give them; when you sent it.',
    why: 'To reply (within 24 hours), send you one acknowledgement email, arrange the consultation you asked for and keep a record of our conversation in our client records.',
    basis: PRE_CONTRACT_BASIS,
  },
  {
    title: 'Assessment results (the email form under your results)',
    what: 'Your email address; your name and company if you give them; your twenty answers, score and category.',
    why: 'To email you your report, offer a consultation about your results and keep them with your record. Every completed assessment also adds to anonymous totals (how many people scored in each band) that we show as a peer benchmark; they hold nothing that identifies you.',
    basis: PRE_CONTRACT_BASIS,
  },
  {
    title: 'Newsletter',
    what: 'Your email address, whether you have confirmed it, and when you signed up, confirmed and unsubscribed.',
    why: 'To send you our insights, only once you have confirmed with the link in the email we send you when you sign up.',
    basis:
      'Your consent (article 6(1)(a)), as the Privacy and Electronic Communications Regulations require for marketing emails. You can withdraw it at any time with the unsubscribe link in every email.',
  },
  {
    title: 'Page views',
    what: 'The address of the page, the website you came from (its domain only), your browser’s description of itself, a random visit number your browser keeps for the tab, and a code computed from your IP address with a key that changes every day. The code links visits within one day only and cannot be turned back into your address.',
    why: 'To see which pages are useful and to spot problems with the site.',
    basis:
      'Our legitimate interest in understanding how the site is used (article 6(1)(f)), with as little data as possible and no cookies.',
  },
  {
    title: 'Emails we send you',
    what: 'If an email to your address bounces for good, or you mark one as spam, we note the address.',
    why: 'So that we never email that address again.',
    basis: 'Our legitimate interest in respecting your wishes and keeping our emails welcome (article 6(1)(f)).',
  },
];

/** What each form and the page-view analytics collect (docs/product/privacy.md#privacy-notice). */
export function CollectedTable() {
  return (
    <div className="grid gap-6">
      {COLLECTED.map((kind) => (
        <section key={kind.title} className="rounded-lg border border-border p-5">
          <h3 className="mt-0">{kind.title}</h3>
          <dl className="mt-3 grid gap-3 text-base">
            {(
              [
                ['What we collect', kind.what],
                ['Why', kind.why],
                ['Lawful basis', kind.basis],
              ] as const
            ).map(([term, text]) => (
              <div key={term}>
                <dt className="font-semibold text-primary">{term}</dt>
                <dd className="text-foreground/90">{text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

const RETENTION: readonly [string, string][] = [
  ['Page views', `${PAGE_VIEW_RETENTION_MONTHS} months, then deleted automatically.`],
  ['The daily key behind the IP code', 'Deleted six hours after its day ends.'],
  [
    'Consultation requests and assessment results (your record in our client records)',
    `As long as we are in touch. A record with no activity for ${LEAD_REVIEW_AFTER_YEARS} years is reviewed and erased, unless the law requires us to keep part of it (for example invoices for work done for a client).`,
  ],
  ['Newsletter sign-ups not yet confirmed', `${PENDING_SIGN_UP_DAYS} days, then deleted automatically.`],
  [
    'Newsletter subscriptions',
    'Until you ask us to erase them. After you unsubscribe we keep only your address, its dates and that you unsubscribed, so that no newsletter reaches you again.',
  ],
  ['Addresses that bounced or complained', 'As long as we send emails, so that we never write to them again.'],
  [
    'Short-lived records that stop repeated emails and abuse',
    'From 15 minutes to 7 days (for example: one acknowledgement per address per day).',
  ],
  ['Technical logs (they hold no IP addresses)', `${LOG_RETENTION_MONTHS} months.`],
  [
    'Backups',
    `What we erase leaves our database at once and its backups within ${BACKUP_WINDOW_DAYS} days, when they expire.`,
  ],
];

/** How long each kind of data is kept (docs/product/privacy.md#retention). */
export function RetentionTable() {
  return (
    <table className="w-full border-collapse text-left text-base">
      <caption className="sr-only">How long we keep each kind of data</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-4 font-semibold text-primary">
            Data
          </th>
          <th scope="col" className="py-2 font-semibold text-primary">
            How long we keep it
          </th>
        </tr>
      </thead>
      <tbody>
        {RETENTION.map(([kind, period]) => (
          <tr key={kind} className="border-b border-border align-top">
            <th scope="row" className="py-3 pr-4 font-medium">
              {kind}
            </th>
            <td className="py-3">{period}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
