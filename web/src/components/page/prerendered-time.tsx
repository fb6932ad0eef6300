/**
 * Dates on prerendered pages (docs/decisions/062-dates-read-back-on-hydration.md). The first
 * `Intl.DateTimeFormat` a page makes loads the locale's date patterns and, with a time zone, the
 * zone's rules: 12-20 ms of one unbroken task on a fast desktop, four times that on Lighthouse's
 * mobile CPU, long enough to cost the page its Total Blocking Time. The server render already
 * formatted every date on the page, so hydration reads each one back from its `<time>` element
 * and formats nothing; a page rendered in the browser (a client-side navigation) formats as usual.
 */
import type { ReactNode } from 'react';

/** Marks a `<time>` whose text is the formatted date that hydration reads back; its value names the format. */
export const DATE_FORMAT_ATTRIBUTE = 'data-date-format';

/** The texts of the page's prerendered `<time>` elements by `format|dateTime`, read on first use. */
let prerendered: Map<string, string> | undefined;

function prerenderedText(format: string, dateTime: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!prerendered) {
    prerendered = new Map();
    for (const element of document.querySelectorAll(`time[${DATE_FORMAT_ATTRIBUTE}]`)) {
      const key = `${element.getAttribute(DATE_FORMAT_ATTRIBUTE)}|${element.getAttribute('datetime')}`;
      if (element.textContent) prerendered.set(key, element.textContent);
    }
  }
  return prerendered.get(`${format}|${dateTime}`);
}

/** Forgets what was read back, for tests that render one page after another in the same document. */
export function forgetPrerenderedTimes(): void {
  prerendered = undefined;
}

/** Props of {@link PrerenderedTime}. */
export interface PrerenderedTimeProps {
  /** The date or instant shown, as the `<time>` element's machine-readable `dateTime` (ISO 8601). */
  dateTime: string;
  /**
   * The name of the format, the same for every date `format` renders the same way (for example
   * 'article-date'): what the server wrote for this name and `dateTime` is what hydration reuses.
   */
  formatName: string;
  /** Formats `dateTime` for display; called on the server and on client-side renders only. */
  format: (dateTime: string) => string;
  className?: string;
}

/**
 * A `<time>` showing `format(dateTime)`. While the page's prerendered HTML is there, its text is
 * read back instead of formatted again, so hydration creates no date formatter and always matches
 * what the server wrote.
 */
export function PrerenderedTime({ dateTime, formatName, format, className }: PrerenderedTimeProps): ReactNode {
  const text = prerenderedText(formatName, dateTime) ?? format(dateTime);
  return (
    <time dateTime={dateTime} className={className} {...{ [DATE_FORMAT_ATTRIBUTE]: formatName }}>
      {text}
    </time>
  );
}
