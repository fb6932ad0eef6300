import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import type { ArticleInput } from '@meridian/shared/articles/article-admin';
import { ARTICLE_EVENT_SOURCE } from '@meridian/shared/articles/article-event-names';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getArticle } from '../data/articles';
import {
  ArticleScheduleError,
  ArticleSlugFixedError,
  ArticleSlugTakenError,
  ArticleStateError,
  ArticleVersionConflictError,
} from '../errors';
import { ValidationError } from '../../lib/errors';
import { useTestTable } from '../../testing/table';
import { createArticleDraft, numberedSlug, publishArticle, unpublishArticle, updateArticle } from './article-admin';
import { ArticleSiteUpdateError, publishScheduledArticle } from './article-publication';
import { articlePublishScheduleName } from './article-schedule';

useTestTable();
process.env.ARTICLE_SCHEDULE_GROUP = 'meridian-article-publications';
process.env.ARTICLE_PUBLISH_TARGET_ARN = 'arn:aws:lambda:eu-west-2:111111111111:function:publish-article';
process.env.ARTICLE_PUBLISH_ROLE_ARN = 'arn:aws:iam::111111111111:role/article-publish-invoke';
process.env.ARTICLE_PUBLISH_DLQ_ARN = 'arn:aws:sqs:eu-west-2:111111111111:article-publish-dlq';

const scheduler = mockClient(SchedulerClient);
const eventBridge = mockClient(EventBridgeClient);
afterAll(() => {
  scheduler.restore();
  eventBridge.restore();
});
beforeEach(() => {
  scheduler.reset();
  eventBridge.reset();
  scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
  scheduler.on(UpdateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
  scheduler.on(DeleteScheduleCommand).resolves({});
  eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-1' }] });
});

const NOW = new Date('2030-03-01T10:00:00.000Z');
const input = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'Scaling without chaos',
  category: 'Business Growth',
  excerpt: 'How growing firms keep control.',
  content: `## Why\n\n${'word '.repeat(450)}`,
  author: 'Staff Writer',
  imageUrl: '/images/insights/library/growth-1.svg',
  ...overrides,
});

/** The detail types and details of the events sent since the last reset. */
const events = () =>
  eventBridge.commandCalls(PutEventsCommand).map((call) => {
    const [entry] = call.args[0].input.Entries ?? [];
    return { source: entry?.Source, type: entry?.DetailType, detail: JSON.parse(entry?.Detail ?? '{}') };
  });

describe('numberedSlug', () => {
  it.each([
    ['growth', 1, 'growth'],
    ['growth', 2, 'growth-2'],
    ['growth', 12, 'growth-12'],
    [`${'a'.repeat(98)}-b`, 3, `${'a'.repeat(98)}-3`],
    [`${'a'.repeat(97)}-bc`, 2, `${'a'.repeat(97)}-2`],
  ])('%s, candidate %i: %s', (slug, n, expected) => {
    expect(numberedSlug(slug, n)).toBe(expected);
    expect(numberedSlug(slug, n).length).toBeLessThanOrEqual(100);
  });
});

describe('drafts (docs/product/publishing.md#slug)', () => {
  it('derives the slug from the title, numbers it when taken, and computes the read time', async () => {
    const first = await createArticleDraft(input({ title: 'Café growth & scale' }), NOW);
    const second = await createArticleDraft(input({ title: 'Café growth & scale' }), NOW);
    expect(first).toMatchObject({ slug: 'cafe-growth-and-scale', version: 1, state: 'draft', readTime: 3 });
    expect(second.slug).toBe('cafe-growth-and-scale-2');
    expect(first.publishedAt).toBe('');
    expect(await getArticle(first.id)).toEqual(first);
  });

  it('refuses a given slug that is taken, and an image outside the library', async () => {
    await createArticleDraft(input({ slug: 'explicit-slug' }), NOW);
    await expect(createArticleDraft(input({ slug: 'explicit-slug' }), NOW)).rejects.toBeInstanceOf(
      ArticleSlugTakenError,
    );
    for (const imageUrl of ['javascript:alert(1)', 'https://evil.test/x.svg', '/images/insights/../../x.svg'])
      await expect(createArticleDraft(input({ imageUrl }), NOW)).rejects.toBeInstanceOf(ValidationError);
  });

  it('updates with the loaded version, ignores a client read time, and refuses a stale version', async () => {
    const draft = await createArticleDraft(input(), NOW);
    const { imageUrl: _image, ...withoutImage } = input({ content: 'Short.', slug: 'new-draft-slug' });
    const updated = await updateArticle(draft.id, { ...withoutImage, readTime: 99 } as ArticleInput, 1, NOW);
    expect(updated).toMatchObject({ version: 2, readTime: 1, slug: 'new-draft-slug', state: 'draft' });
    expect(updated).not.toHaveProperty('imageUrl');
    await expect(updateArticle(draft.id, input(), 1, NOW)).rejects.toBeInstanceOf(ArticleVersionConflictError);
    expect(events()).toEqual([]);
  });
});

describe('publishing (docs/product/publishing.md#publishing)', () => {
  it('publishes now, raises ArticlePublished, then fixes the slug and raises ArticleUpdated on edits', async () => {
    const draft = await createArticleDraft(input(), NOW);
    const published = await publishArticle(draft.id, { version: 1 }, NOW);
    expect(published).toMatchObject({
      state: 'published',
      published: true,
      publishedAt: NOW.toISOString(),
      version: 2,
    });
    expect(events()).toEqual([
      {
        source: ARTICLE_EVENT_SOURCE,
        type: 'ArticlePublished',
        detail: { articleId: draft.id, slug: draft.slug, version: 2, at: NOW.toISOString() },
      },
    ]);
    await expect(updateArticle(draft.id, input({ slug: 'another-slug' }), 2, NOW)).rejects.toBeInstanceOf(
      ArticleSlugFixedError,
    );
    await updateArticle(draft.id, input({ title: 'Scaling, revised' }), 2, NOW);
    expect(events().map((e) => e.type)).toEqual(['ArticlePublished', 'ArticleUpdated']);
    await expect(publishArticle(draft.id, { version: 3 }, NOW)).rejects.toBeInstanceOf(ArticleStateError);
  });

  it('unpublishes to draft with ArticleUnpublished, keeps publishedAt on republication, refuses a draft', async () => {
    const draft = await createArticleDraft(input(), NOW);
    await publishArticle(draft.id, { version: 1 }, NOW);
    const later = new Date(NOW.getTime() + 3_600_000);
    const unpublished = await unpublishArticle(draft.id, 2, later);
    expect(unpublished).toMatchObject({ state: 'draft', published: false, version: 3 });
    await expect(unpublishArticle(draft.id, 3, later)).rejects.toBeInstanceOf(ArticleStateError);
    const again = await publishArticle(draft.id, { version: 3 }, later);
    expect(again.publishedAt).toBe(NOW.toISOString());
    expect(events().map((e) => e.type)).toEqual(['ArticlePublished', 'ArticleUnpublished', 'ArticlePublished']);
  });

  it('answers 503 when the bus refuses the event, with the change stored', async () => {
    eventBridge.on(PutEventsCommand).rejects(new Error('bus down'));
    const draft = await createArticleDraft(input(), NOW);
    await expect(publishArticle(draft.id, { version: 1 }, NOW)).rejects.toBeInstanceOf(ArticleSiteUpdateError);
    expect((await getArticle(draft.id)).state).toBe('published');
  });
});

describe('scheduling (docs/product/publishing.md#scheduling)', () => {
  const AT = '2030-03-02T08:30:00.000Z';

  it('stores scheduledAt in UTC and creates the one-time schedule; rescheduling moves it', async () => {
    const draft = await createArticleDraft(input(), NOW);
    const scheduled = await publishArticle(draft.id, { at: '2030-03-02T08:30:00.250+00:00', version: 1 }, NOW);
    expect(scheduled).toMatchObject({ state: 'scheduled', scheduledAt: AT, published: false, version: 2 });
    await expect(updateArticle(draft.id, input({ slug: 'scheduled-new-slug' }), 2, NOW)).rejects.toBeInstanceOf(
      ArticleSlugFixedError,
    );
    const [create] = scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input);
    expect(create).toMatchObject({
      Name: articlePublishScheduleName(draft.id),
      GroupName: 'meridian-article-publications',
      ScheduleExpression: 'at(2030-03-02T08:30:00)',
      ScheduleExpressionTimezone: 'UTC',
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: process.env.ARTICLE_PUBLISH_TARGET_ARN,
        DeadLetterConfig: { Arn: process.env.ARTICLE_PUBLISH_DLQ_ARN },
      },
    });
    expect(JSON.parse(create?.Target?.Input ?? '{}').detail).toEqual({ articleId: draft.id, scheduledAt: AT });
    scheduler
      .on(CreateScheduleCommand)
      .rejects(new ConflictException({ message: 'exists', Message: 'exists', $metadata: {} }));
    await publishArticle(draft.id, { at: '2030-03-02T09:30:00+01:00', version: 2 }, NOW);
    expect(scheduler.commandCalls(UpdateScheduleCommand)[0]?.args[0].input.ScheduleExpression).toBe(
      'at(2030-03-02T08:30:00)',
    );
    expect(events()).toEqual([]);
  });

  it('refuses a time more than a year ahead, and writes nothing', async () => {
    const draft = await createArticleDraft(input(), NOW);
    await expect(publishArticle(draft.id, { at: '2031-03-05T10:00:00Z', version: 1 }, NOW)).rejects.toBeInstanceOf(
      ArticleScheduleError,
    );
    expect((await getArticle(draft.id)).version).toBe(1);
    expect(scheduler.commandCalls(CreateScheduleCommand)).toHaveLength(0);
  });

  it('puts the schedule back in step when the write loses to a concurrent change', async () => {
    const draft = await createArticleDraft(input(), NOW);
    await publishArticle(draft.id, { at: AT, version: 1 }, NOW);
    scheduler.reset();
    // Another editor saves while the schedule is being moved: the move's write then fails.
    scheduler
      .on(CreateScheduleCommand)
      .callsFakeOnce(async () => {
        await updateArticle(draft.id, input({ title: 'Edited meanwhile' }), 2, NOW);
        return {};
      })
      .resolves({});
    await expect(publishArticle(draft.id, { at: '2030-04-01T08:00:00Z', version: 2 }, NOW)).rejects.toBeInstanceOf(
      ArticleVersionConflictError,
    );
    expect(await getArticle(draft.id)).toMatchObject({ scheduledAt: AT, title: 'Edited meanwhile', version: 3 });
    const expressions = scheduler.commandCalls(CreateScheduleCommand).map((c) => c.args[0].input.ScheduleExpression);
    expect(expressions).toEqual(['at(2030-04-01T08:00:00)', 'at(2030-03-02T08:30:00)']);
  });

  it('publishing now or unpublishing a scheduled article deletes its schedule (a missing one is fine)', async () => {
    const first = await createArticleDraft(input(), NOW);
    await publishArticle(first.id, { at: AT, version: 1 }, NOW);
    await publishArticle(first.id, { version: 2 }, NOW);
    const second = await createArticleDraft(input(), NOW);
    await publishArticle(second.id, { at: AT, version: 1 }, NOW);
    scheduler
      .on(DeleteScheduleCommand)
      .rejects(new ResourceNotFoundException({ message: 'gone', Message: 'gone', $metadata: {} }));
    expect(await unpublishArticle(second.id, 2, NOW)).toMatchObject({ state: 'draft' });
    expect(scheduler.commandCalls(DeleteScheduleCommand).map((c) => c.args[0].input.Name)).toEqual([
      articlePublishScheduleName(first.id),
      articlePublishScheduleName(second.id),
    ]);
    expect(events().map((e) => e.type)).toEqual(['ArticlePublished']);
  });

  it('a schedule publishes its article once; stale, late or repeated deliveries do nothing', async () => {
    const draft = await createArticleDraft(input(), NOW);
    await publishArticle(draft.id, { at: AT, version: 1 }, NOW);
    const due = new Date(AT);
    expect(await publishScheduledArticle({ articleId: draft.id, scheduledAt: '2030-03-02T07:00:00.000Z' }, due)).toBe(
      'stale',
    );
    expect(await publishScheduledArticle({ articleId: draft.id, scheduledAt: AT }, due)).toBe('published');
    expect(await publishScheduledArticle({ articleId: draft.id, scheduledAt: AT }, due)).toBe('stale');
    expect(await publishScheduledArticle({ articleId: 'no-such-article', scheduledAt: AT }, due)).toBe('stale');
    expect(await getArticle(draft.id)).toMatchObject({ state: 'published', publishedAt: AT, version: 3 });
    expect(events().map((e) => e.type)).toEqual(['ArticlePublished']);
  });

  it('a run retried after the bus failed sends the owed event exactly once', async () => {
    const draft = await createArticleDraft(input(), NOW);
    await publishArticle(draft.id, { at: AT, version: 1 }, NOW);
    eventBridge.on(PutEventsCommand).rejectsOnce(new Error('bus down'));
    await expect(publishScheduledArticle({ articleId: draft.id, scheduledAt: AT }, new Date(AT))).rejects.toThrow();
    expect((await getArticle(draft.id)).state).toBe('published');
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'evt-2' }] });
    expect(await publishScheduledArticle({ articleId: draft.id, scheduledAt: AT }, new Date(AT))).toBe('published');
    expect(await publishScheduledArticle({ articleId: draft.id, scheduledAt: AT }, new Date(AT))).toBe('stale');
    expect(events().map((e) => e.type)).toEqual(['ArticlePublished', 'ArticlePublished']);
  });
});
