import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Container } from '../../components/page/page-sections';

/**
 * Static diagnostic page (docs/product/site.md#pages): shows the URL and a timestamp, nothing else.
 * Public, `noindex`, reveals nothing (docs/product/site.md#pages). The timestamp appears after hydration so
 * the prerendered HTML matches.
 */
export function AdminDirectPage() {
  const { pathname } = useLocation();
  const [timestamp, setTimestamp] = useState<string | null>(null);
  useEffect(() => {
    setTimestamp(new Date().toISOString());
  }, []);
  return (
    <Container className="py-16">
      <h1 className="text-3xl font-bold text-primary">Direct Route Check</h1>
      <dl className="mt-6 grid gap-2">
        <div className="flex gap-2">
          <dt className="font-semibold">URL:</dt>
          <dd>
            <code>{pathname}</code>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">Timestamp:</dt>
          <dd>
            <code>{timestamp ?? '...'}</code>
          </dd>
        </div>
      </dl>
    </Container>
  );
}
