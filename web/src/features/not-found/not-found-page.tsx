import { useLocation } from 'react-router';
import { Container, CtaLink } from '../../components/page/page-sections';

/** 404 page (docs/product/site.md#pages): the address that was not found and two ways on. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-6xl font-bold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-primary">Page Not Found</h1>
      <p className="mt-4 max-w-xl text-muted-foreground">
        We could not find <code className="rounded bg-muted px-1.5 py-0.5">{pathname}</code>. The page may have moved,
        or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <CtaLink to="/" variant="default">
          Go to the home page
        </CtaLink>
        <CtaLink to="/contact" variant="outline">
          Contact us
        </CtaLink>
      </div>
    </Container>
  );
}
