import type { AdminArticleSummary } from '@meridian/shared/articles/article-admin';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { londonDateTime, StateBadge } from './article-display';
import { articleKeys, fetchArticles } from './articles-api';

/** The date that says where an article stands: when it went live, or when it is due to. */
function keyDate(article: AdminArticleSummary): { label: string; iso: string | undefined } {
  if (article.state === 'scheduled') return { label: 'Scheduled for', iso: article.scheduledAt };
  if (article.state === 'published') return { label: 'Published', iso: article.publishedAt };
  return { label: 'Created', iso: article.createdAt };
}

function ArticleRow({ article }: { article: AdminArticleSummary }) {
  const date = keyDate(article);
  return (
    <li className="rounded-lg border border-border bg-background p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/admin/articles/${encodeURIComponent(article.id)}`}
          className="mr-auto text-base font-semibold text-primary underline-offset-4 hover:underline"
        >
          {article.title}
        </Link>
        <StateBadge state={article.state} />
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{date.label}</dt>
          <dd>{londonDateTime(date.iso)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Updated</dt>
          <dd>{londonDateTime(article.updatedAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Author</dt>
          <dd>{article.author}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Address</dt>
          <dd className="break-all">/insights/{article.slug}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The Articles screen (docs/product/publishing.md#editor): every article with its state, dates in
 * London time and author, newest change first, and "New article".
 */
export function ArticlesList() {
  const query = useQuery({ queryKey: articleKeys.all, queryFn: fetchArticles, refetchOnMount: 'always' });
  return (
    <section aria-labelledby="articles-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="articles-heading" className="text-lg font-semibold">
          All articles
        </h2>
        <Link to="/admin" className="mr-auto text-sm font-medium text-primary underline underline-offset-4">
          Back to leads
        </Link>
        <Button asChild>
          <Link to="/admin/articles/new">
            <Plus aria-hidden="true" />
            New article
          </Link>
        </Button>
      </div>
      {query.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading articles...
        </p>
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            Could not load the articles: {errorMessage(query.error)}{' '}
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : query.data.length === 0 ? (
        <p className="text-muted-foreground">No articles yet. Write the first with "New article".</p>
      ) : (
        <ul aria-label="Articles" className="space-y-3">
          {query.data.map((article) => (
            <ArticleRow key={article.id} article={article} />
          ))}
        </ul>
      )}
    </section>
  );
}
