import { useParams } from 'react-router';
import { ArticlePage } from '../../features/insights/article-page';

/** Route module of /insights/:slug (docs/product/site.md#seo); the page sets its own metadata. */
export function Component() {
  const { slug = '' } = useParams();
  return <ArticlePage key={slug} slug={slug} />;
}
