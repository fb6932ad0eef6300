import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  SITE_RENDER_REQUESTED,
  SITE_RENDER_SOURCE,
  type SiteRenderRequestedDetail,
} from '@meridian/shared/articles/site-render';
import type { EventBridgeEvent } from 'aws-lambda';
import { createLambdaContext, functionNameFor, LOCAL_ACCOUNT_ID } from './lambda-adapter';
import type { Logger } from './logger';
import { REPO_ROOT } from './runner';

/**
 * The local stack's whole-site render (docs/product/publishing.md#publishing): the render
 * function's handler (`articles/consumers/render-site`) invoked in this process with the
 * `SiteRenderRequested` event that AWS sends it after each deploy, so the rendered pages in
 * `<dataDir>/site` match the current web build (its asset names change with every build).
 */

/** Handler module of the render function, relative to `functions/src`. */
export const RENDER_SITE_HANDLER = 'articles/consumers/render-site';

/** Where the web build writes the renderer bundle (`SITE_RENDERER_MODULE` of the local stack). */
export const LOCAL_RENDERER_MODULE = join(REPO_ROOT, 'web', 'dist-renderer', 'renderer.mjs');

/**
 * The event that asks the render function to render every published article.
 *
 * @param reason - why, e.g. 'local start'.
 * @param region - the region in the event.
 */
export function siteRenderRequestedEvent(
  reason: string,
  region: string,
): EventBridgeEvent<typeof SITE_RENDER_REQUESTED, SiteRenderRequestedDetail> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': SITE_RENDER_REQUESTED,
    source: SITE_RENDER_SOURCE,
    account: LOCAL_ACCOUNT_ID,
    time: new Date().toISOString(),
    region,
    resources: [],
    detail: { reason },
  };
}

/**
 * Renders every published article with the render function, as the deploy does in AWS.
 *
 * @param reason - why (in the event's detail).
 * @param region - the region in the event and the context.
 * @returns what the handler returned (the keys written and the paths invalidated).
 * @throws whatever the handler throws (no renderer bundle, the S3 stand-in down).
 */
export async function renderWholeSite(reason: string, region: string): Promise<unknown> {
  const module = (await import(
    pathToFileURL(join(REPO_ROOT, 'functions', 'src', `${RENDER_SITE_HANDLER}.ts`)).href
  )) as {
    handler: (event: unknown, context: unknown) => Promise<unknown>;
  };
  const context = createLambdaContext({ functionName: functionNameFor(RENDER_SITE_HANDLER), region });
  return module.handler(siteRenderRequestedEvent(reason, region), context);
}

/**
 * The start-up render of `npm start` (as after a deploy in AWS): renders every published article
 * when the renderer bundle exists, else leaves the built pages to serve. Never throws: a failed
 * render is logged and the web build's pages are served.
 *
 * @param region - the region in the event and the context.
 * @param logger - where the outcome goes.
 * @param startedAt - when the stack started (ms since the epoch), for the log line.
 * @param rendererModule - the renderer bundle the render function imports (`SITE_RENDERER_MODULE`).
 */
export async function renderSiteAtStart(
  region: string,
  logger: Logger,
  startedAt: number,
  rendererModule: string,
): Promise<void> {
  if (!existsSync(rendererModule)) {
    logger.info(`No renderer bundle at ${rendererModule}: the web build serves the article pages`);
    return;
  }
  await renderWholeSite('local start', region).then(
    () => logger.info(`Site rendered after ${Date.now() - startedAt} ms`),
    (error: unknown) => logger.warn('Could not render the article pages; the web build serves them', { error }),
  );
}
