import { ConflictError, ValidationError, VersionConflictError } from '../lib/errors';

/**
 * Domain errors of the article editor (docs/product/publishing.md), mapped to 4xx JSON by the HTTP
 * wrapper like every `DomainError`. A missing article is `ArticleNotFoundError` (404) of `errors.ts`.
 */

/** 409: another article holds the slug (docs/product/publishing.md#slug). */
export class ArticleSlugTakenError extends ConflictError {
  constructor() {
    super('Another article already uses this slug');
  }
}

/** 409: the slug changes only on a draft never published (docs/product/publishing.md#slug). */
export class ArticleSlugFixedError extends ConflictError {
  constructor() {
    super('The slug can only change while the article is a draft that has never been published');
  }
}

/** 409: the article was written since the editor loaded it (docs/product/publishing.md#editor). */
export class ArticleVersionConflictError extends VersionConflictError {
  constructor() {
    super('The article was changed by someone else; reload and try again');
  }
}

/** 409: the action does not apply to the article's state (docs/product/publishing.md#states). */
export class ArticleStateError extends ConflictError {}

/** 400: the publication time is unusable (docs/product/publishing.md#scheduling). */
export class ArticleScheduleError extends ValidationError {}
