import { useLocation, useParams } from 'react-router';
import { ArticleEditor } from '../../../features/articles-admin/article-editor';
import { ArticlesList } from '../../../features/articles-admin/articles-list';
import { AdminScreen } from '../admin-screen';

/**
 * `/admin/articles`, `/admin/articles/new` and `/admin/articles/:id` (docs/product/publishing.md#editor):
 * the list of articles and the editor, one lazy module behind the same login and header as the other
 * secondary screens.
 */
export function Component() {
  // '/admin/articles/new' is a route of its own (no :id param); every other id comes from the param.
  const { id: param } = useParams();
  const { pathname } = useLocation();
  const id = /^\/admin\/articles\/new\/?$/.test(pathname) ? 'new' : param;
  if (!id) {
    return (
      <AdminScreen title="Articles">
        <ArticlesList />
      </AdminScreen>
    );
  }
  return (
    <AdminScreen title={id === 'new' ? 'New Article' : 'Edit Article'}>
      <ArticleEditor id={id} />
    </AdminScreen>
  );
}
