import { renderArticleMarkdown } from '@meridian/shared/articles/article-markdown';
import { useDeferredValue, useMemo } from 'react';

/**
 * The body as visitors will see it (docs/product/publishing.md#markdown): the same renderer as the
 * build and the live site (raw HTML shown as text, unsafe links left unlinked), in the public
 * article page's typography (`prose-article`). Rendering follows the typing a step behind on a slow
 * machine (`useDeferredValue`), so typing never waits for it.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderArticleMarkdown(deferred), [deferred]);
  return (
    <section aria-labelledby="preview-heading" className="rounded-lg border border-border bg-background p-4">
      <h2 id="preview-heading" className="mb-3 text-sm font-semibold text-muted-foreground">
        Preview
      </h2>
      {deferred.trim() === '' ? (
        <p className="text-muted-foreground">The preview appears as you write.</p>
      ) : (
        <div
          className="prose-article"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderArticleMarkdown passes no raw HTML through and refuses unsafe link addresses
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </section>
  );
}
