import { afterEach, describe, expect, it } from 'vitest';
import {
  clearArticleDraft,
  keepArticleDraft,
  loadArticleDraft,
  NEW_ARTICLE_DRAFT,
  sameFormValues,
} from './article-draft';
import { emptyArticleForm } from './article-form';

const values = { ...emptyArticleForm('/images/insights/library/strategy-1.svg'), title: 'Kept title' };

afterEach(() => sessionStorage.clear());

describe('article drafts', () => {
  it('keeps the values with the version they were typed over, until cleared', () => {
    keepArticleDraft('article-1', values, 4, 1_000);
    expect(loadArticleDraft('article-1')).toEqual({ values, savedAt: 1_000, baseVersion: 4 });
    expect(loadArticleDraft(NEW_ARTICLE_DRAFT)).toBeNull();
    clearArticleDraft('article-1');
    expect(loadArticleDraft('article-1')).toBeNull();
  });

  it('keeps a new article without a version', () => {
    keepArticleDraft(NEW_ARTICLE_DRAFT, values, undefined, 2_000);
    expect(loadArticleDraft(NEW_ARTICLE_DRAFT)).toEqual({ values, savedAt: 2_000 });
  });

  it.each([
    ['not JSON', '{'],
    ['no values', JSON.stringify({ savedAt: 1 })],
    ['no time', JSON.stringify({ values })],
    ['a field of another type', JSON.stringify({ values: { ...values, title: 3 }, savedAt: 1 })],
    ['a missing field', JSON.stringify({ values: { title: 'x' }, savedAt: 1 })],
  ])('ignores a stored draft with %s', (_, text) => {
    sessionStorage.setItem('article-edit-draft:article-1', text);
    expect(loadArticleDraft('article-1')).toBeNull();
  });

  it('compares form values field by field', () => {
    expect(sameFormValues(values, { ...values })).toBe(true);
    expect(sameFormValues(values, { ...values, content: 'changed' })).toBe(false);
  });
});
