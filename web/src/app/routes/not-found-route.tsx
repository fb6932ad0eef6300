import { useLocation } from 'react-router';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { PageMeta } from '../../lib/seo';

/** Route module of any unknown path (docs/product/site.md#pages): noindex. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="404 Page Not Found"
        description="The page you were looking for could not be found."
        path={pathname}
        noindex
      />
      <NotFoundPage />
    </>
  );
}
