import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonVariants } from '../components/ui/button';

/**
 * Error boundary of the root route: a calm message instead of a blank page. A failed lazy chunk
 * (typically after a new deployment) offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold text-primary">Something went wrong</h1>
      <p className="text-muted-foreground">
        {status ? `The page answered with status ${status}. ` : ''}Please reload the page. If the problem continues, contact us by
        email.
      </p>
      <a href={typeof window === 'undefined' ? '/' : window.location.pathname} className={buttonVariants()}>
        Reload page
      </a>
    </main>
  );
}
