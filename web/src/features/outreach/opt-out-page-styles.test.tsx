import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../test/render-app';
import { OutreachOptOutPage } from './opt-out-page';

/**
 * The opt-out page's outcomes are markup the prerendered page did not have, so they wait for the
 * page's held-back stylesheet (web/src/lib/deferred-styles.ts): shown before it, they would be
 * unstyled until the reader's first interaction. A file of its own: the stylesheet loads once per
 * module graph.
 */

afterEach(() => vi.unstubAllGlobals());

describe('the opt-out page and the held-back stylesheet', () => {
  it('shows an outcome only once the held-back stylesheet has loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({})),
    );
    const template = document.createElement('template');
    template.id = 'app-scripts';
    template.innerHTML = '<link rel="stylesheet" href="/assets/public-test.css">';
    document.body.append(template);
    window.history.replaceState(null, '', '/email/opt-out');
    renderWithApp(<OutreachOptOutPage />, { route: '/email/opt-out' });

    const link = await waitFor(() => {
      const added = document.head.querySelector<HTMLLinkElement>('link[href="/assets/public-test.css"]');
      if (!added) throw new Error('the held-back stylesheet is not in the head yet');
      return added;
    });
    expect(screen.queryByText(/This link is incomplete/)).not.toBeInTheDocument();
    link.dispatchEvent(new Event('load'));
    expect(
      await screen.findByText('This link is incomplete. Please open the link from our email again.'),
    ).toBeVisible();
  });
});
