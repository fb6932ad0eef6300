import {
  type Browser,
  type BrowserContext,
  chromium,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import { e2eEnv } from './env';
import { followForFailureReport } from './failure-report';
import { hydrated } from './ready';

/**
 * Browser helpers: Debian's Chromium driven by playwright-core (TOOLCHAIN.md), one browser per
 * test file, one context per simulated client. Every page is watched for console errors, page
 * errors, Content-Security-Policy violations and dialogs (alert/confirm/prompt).
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const LAUNCH_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Stress mode for hunting races: `E2E_CPU_SLOWDOWN=4` runs every page's main thread four times
 * slower (Chromium's CPU throttling), so a deferred render or a late query result arrives long
 * after the action that caused it. A journey that passes this way waits on state, not on luck.
 */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? '1');

/** Desktop and phone viewports used by the journeys (1280 px and 390 px). */
export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Launches headless Chromium. Close it in `afterAll`. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: LAUNCH_FLAGS });
}

export interface ClientOptions {
  /**
   * The client IP this context presents: the local runner takes the client IP from
   * `cloudfront-viewer-address` (as CloudFront sets it) and only fills it from the socket when
   * absent. Each journey uses its own addresses so that login throttling stays per journey.
   */
  ip: string;
  viewport?: { width: number; height: number };
}

/** A new browser context (one simulated visitor or admin) against the local stack. */
export async function newClient(browser: Browser, options: ClientOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: e2eEnv().baseUrl,
    viewport: options.viewport ?? DESKTOP,
    extraHTTPHeaders: { 'cloudfront-viewer-address': `${options.ip}:1234` },
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await context.exposeBinding('__e2eReportCspViolation', ({ page }, violation: CspViolation) => {
    watchers.get(page)?.cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Report-only policies (the Trusted Types trial) only report; they block nothing.
      if (event.disposition === 'report') return;
      const report = (window as unknown as { __e2eReportCspViolation?: (v: unknown) => void }).__e2eReportCspViolation;
      report?.({
        violatedDirective: event.violatedDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
        sample: event.sample,
        documentURI: event.documentURI,
      });
    });
  });
  return context;
}

export interface CspViolation {
  violatedDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
  documentURI: string;
}

export interface ConsoleEntry {
  type: string;
  text: string;
  url: string;
  pageUrl: string;
}

/** What a watched page has seen so far. */
export interface PageWatch {
  consoleErrors: ConsoleEntry[];
  pageErrors: string[];
  cspViolations: CspViolation[];
  dialogs: Array<{ type: string; message: string; pageUrl: string }>;
  /** Everything seen, formatted for an assertion message. */
  describe: () => string;
  /** Forgets what was seen (for example after a step that is expected to log a failed request). */
  reset: () => void;
  /**
   * From now on ignores the console error a step expects: the browser's "Failed to load resource"
   * line for an answer of `status` from a URL containing `urlPart`, whenever it arrives (Chromium may
   * log it late, or not at all when the page navigates away at once). Every other entry stays to
   * fail the journey. Returns how many such entries it removed from what was already seen.
   */
  allowFailedRequest: (urlPart: string, status: number) => number;
}

const watchers = new WeakMap<Page, PageWatch>();

/**
 * Opens a page in `context` and records its console errors, uncaught page errors, CSP violations
 * (through a `securitypolicyviolation` listener installed before any page script) and dialogs.
 * Dialogs are dismissed so that a stray `alert()` cannot block the journey; they are recorded.
 */
export async function openPage(context: BrowserContext): Promise<{ page: Page; watch: PageWatch }> {
  const page = await context.newPage();
  if (CPU_SLOWDOWN > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  const allowed: Array<(entry: ConsoleEntry) => boolean> = [];
  const watch: PageWatch = {
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    dialogs: [],
    describe: () =>
      JSON.stringify(
        {
          consoleErrors: watch.consoleErrors,
          pageErrors: watch.pageErrors,
          cspViolations: watch.cspViolations,
          dialogs: watch.dialogs,
        },
        null,
        2,
      ),
    reset: () => {
      watch.consoleErrors.length = 0;
      watch.pageErrors.length = 0;
      watch.cspViolations.length = 0;
      watch.dialogs.length = 0;
    },
    allowFailedRequest: (urlPart, status) => {
      const expected = (entry: ConsoleEntry) =>
        entry.url.includes(urlPart) && entry.text.includes(`status of ${status}`);
      allowed.push(expected);
      const kept = watch.consoleErrors.filter((entry) => !expected(entry));
      const removed = watch.consoleErrors.length - kept.length;
      watch.consoleErrors.splice(0, watch.consoleErrors.length, ...kept);
      return removed;
    },
  };
  watchers.set(page, watch);
  followForFailureReport(page);
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'assert') {
      const entry = { type: message.type(), text: message.text(), url: message.location().url, pageUrl: page.url() };
      if (!allowed.some((expected) => expected(entry))) watch.consoleErrors.push(entry);
    }
  });
  page.on('pageerror', (error) => {
    watch.pageErrors.push(`${error.name}: ${error.message}`);
  });
  page.on('dialog', (dialog) => {
    watch.dialogs.push({ type: dialog.type(), message: dialog.message(), pageUrl: page.url() });
    void dialog.dismiss().catch(() => undefined);
  });
  return { page, watch };
}

/**
 * Lets a freshly loaded page finish its start-up work: the load event, the app's hydration
 * (`hydrated` of `ready.ts`), then a short quiet period for late requests and errors. (Playwright's
 * `networkidle` never settles here: the page-view beacon is a `keepalive` fetch whose completion
 * Playwright does not observe.)
 */
export async function settle(page: Page, quietMs = 750): Promise<void> {
  await page.waitForLoadState('load', { timeout: 30_000 });
  await hydrated(page);
  await page.waitForTimeout(quietMs);
}

/**
 * The text a reader sees in `locator` (rendered text, whitespace collapsed): unlike `textContent`
 * it separates block elements, so "70%" and a category stay apart.
 */
export async function readableText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the journeys assert on
  const text = await locator.innerText();
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Waits until no finite CSS animation or transition is running (dialogs and menus fade in, the
 * drawer slides in), so that a scan or a screenshot sees the state the user ends up looking at.
 * Infinite animations (spinners) are left out: they never end.
 * @throws Error listing the animations still running after `timeoutMs` (default 10 s)
 */
export async function animationsDone(page: Page, timeoutMs = 10_000): Promise<void> {
  const running = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const name = (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty;
          return `${name ?? 'animation'} on ${target ? target.tagName.toLowerCase() : '?'}`;
        }),
    );
  const deadline = Date.now() + timeoutMs;
  let still = await running();
  while (still.length > 0) {
    if (Date.now() > deadline) {
      throw new Error(`Animations still running after ${timeoutMs} ms on ${page.url()}: ${still.join(', ')}`);
    }
    await page.waitForTimeout(50);
    still = await running();
  }
}

/** Resolves after the page has painted twice more (a scroll's newly rendered rows are in the DOM). */
export async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** How far a page scrolls sideways, and the innermost elements that stick out past the viewport. */
export interface SidewaysOverflow {
  /** `scrollWidth - innerWidth` of the document, in CSS px (0 or less: no sideways scrolling). */
  overflow: number;
  /** Up to 8 of the elements whose right edge is past the viewport, as `tag.class → right edge: text`. */
  culprits: string[];
}

/**
 * Measures sideways scrolling of `page` (a phone layout must have none) and names what causes it,
 * so that a failing check says which element to fix.
 */
export async function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const limit = window.innerWidth + 0.5;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > limit;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .slice(0, 8)
      .map((element) => {
        const text = (element.textContent ?? '').trim().slice(0, 60);
        return `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)} → ${Math.round(element.getBoundingClientRect().right)}: ${text}`;
      });
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, culprits };
  });
}

/** True when {@link sidewaysOverflow} found no sideways scrolling (a failing poll prints the culprits). */
export const noSidewaysScrolling = (measured: SidewaysOverflow): boolean => measured.overflow <= 0;
