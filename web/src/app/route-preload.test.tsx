import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { preloadPageOf } from './route-preload';
import { AppRoutes } from './routes';

describe('preloadPageOf (docs/decisions/048-one-lead-page.md)', () => {
  it("loads a page through the route table's own loader, so the route renders it without Suspense", async () => {
    await preloadPageOf('/about');
    render(
      <MemoryRouter initialEntries={['/about']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading').length).toBeGreaterThan(0);
  });
});
