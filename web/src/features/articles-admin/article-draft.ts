import type { ArticleFormValues } from './article-form';

/**
 * Unsaved editor text (docs/product/publishing.md#editor): what is typed into the editor is kept in
 * the tab's session storage until a save succeeds, so a refused save, a lost connection or an
 * expired session (which sends the browser to the login) never loses it.
 */

const PREFIX = 'article-edit-draft:';
/** Draft key of an article not created yet. */
export const NEW_ARTICLE_DRAFT = 'new';

/**
 * A kept draft: the form's values, when they were kept (epoch ms) and the article's version they
 * were typed over (absent for a new article), so a save of a restored draft still meets the
 * version check.
 */
export interface ArticleDraft {
  values: ArticleFormValues;
  savedAt: number;
  baseVersion?: number;
}

const FIELDS = ['title', 'slug', 'category', 'excerpt', 'content', 'imageUrl', 'author'] as const;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the values typed for an article (`id`, or {@link NEW_ARTICLE_DRAFT}) over version
 * `baseVersion`. Storage failures are ignored.
 */
export function keepArticleDraft(
  id: string,
  values: ArticleFormValues,
  baseVersion: number | undefined,
  now = Date.now(),
): void {
  try {
    storage()?.setItem(`${PREFIX}${id}`, JSON.stringify({ values, savedAt: now, baseVersion }));
  } catch {
    // storage full or unavailable: the form still works, only the safety net is missing
  }
}

/** The kept draft of an article, or null (none, unreadable, or of another shape). */
export function loadArticleDraft(id: string): ArticleDraft | null {
  try {
    const text = storage()?.getItem(`${PREFIX}${id}`);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, savedAt, baseVersion } = parsed as Record<string, unknown>;
    if (typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return null;
    const fields = values as Record<string, unknown>;
    if (!FIELDS.every((field) => typeof fields[field] === 'string')) return null;
    return {
      values: Object.fromEntries(FIELDS.map((field) => [field, fields[field]])) as ArticleFormValues,
      savedAt,
      ...(typeof baseVersion === 'number' ? { baseVersion } : {}),
    };
  } catch {
    return null;
  }
}

/** True when two sets of form values are the same text field by field. */
export function sameFormValues(a: ArticleFormValues, b: ArticleFormValues): boolean {
  return FIELDS.every((field) => a[field] === b[field]);
}

/** Forgets the kept draft of an article (saved, or discarded by staff). */
export function clearArticleDraft(id: string): void {
  try {
    storage()?.removeItem(`${PREFIX}${id}`);
  } catch {
    // nothing to forget
  }
}
