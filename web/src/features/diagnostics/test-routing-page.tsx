import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Container } from '../../components/page/page-sections';
import { Button } from '../../components/ui/button';

const LINKS = [
  '/',
  '/about',
  '/services',
  '/tools',
  '/strategic-assessment',
  '/insights',
  '/contact',
  '/this-page-does-not-exist',
] as const;

/**
 * Route test page (docs/product/site.md#pages): links to the public routes and a programmatic navigation
 * check. Public, `noindex`, and reveals nothing about the admin area (docs/product/site.md#pages).
 */
export function TestRoutingPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [checked, setChecked] = useState<string | null>(null);
  return (
    <Container className="py-16">
      <h1 className="text-3xl font-bold text-primary">Route Test</h1>
      <p className="mt-2 text-muted-foreground">
        Current route: <code className="rounded bg-muted px-1.5 py-0.5">{pathname}</code>
      </p>
      <h2 className="mt-8 text-xl font-semibold">Links</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {LINKS.map((href) => (
          <li key={href}>
            <Link to={href} className="text-brand-teal underline underline-offset-4">
              {href}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-semibold">Navigation tests</h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => navigate('/about')}>
          Navigate to /about
        </Button>
        <Button variant="outline" onClick={() => setChecked(new Date().toISOString())}>
          Check router is responding
        </Button>
      </div>
      <p className="mt-4 min-h-6 text-sm" role="status">
        {checked ? `Router responded at ${checked}` : ''}
      </p>
    </Container>
  );
}
