import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openConsentSettings } from '../../lib/consent-settings';
import { ConsentGate } from './consent-gate';

const analytics = vi.hoisted(() => ({
  configured: true,
  choice: null as 'granted' | 'denied' | null,
  setConsentChoice: vi.fn(),
}));

vi.mock('../../lib/analytics', () => ({
  isGoogleAnalyticsConfigured: () => analytics.configured,
  getConsentChoice: () => analytics.choice,
  setConsentChoice: (choice: 'granted' | 'denied') => {
    analytics.choice = choice;
    analytics.setConsentChoice(choice);
  },
}));

beforeEach(() => {
  analytics.configured = true;
  analytics.choice = null;
  analytics.setConsentChoice.mockReset();
});

function renderGate() {
  return render(
    <MemoryRouter>
      <button type="button" onClick={openConsentSettings}>
        Cookie settings
      </button>
      <ConsentGate />
    </MemoryRouter>,
  );
}

describe('analytics consent (docs/product/site.md#analytics-and-consent)', () => {
  it('asks on a first visit, and Cookie settings reopens the choice with the last one stated', async () => {
    const user = userEvent.setup();
    renderGate();
    const banner = await screen.findByRole('region', { name: 'Cookie settings' });
    expect(within(banner).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Decline' }));
    expect(analytics.setConsentChoice).toHaveBeenCalledWith('denied');
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const reopened = await screen.findByRole('region', { name: 'Cookie settings' });
    expect(reopened).toHaveFocus();
    expect(reopened).toHaveTextContent('You declined analytics cookies.');
    expect(within(reopened).getByRole('link', { name: 'How we use your details' })).toHaveAttribute('href', '/privacy');
    await user.click(within(reopened).getByRole('button', { name: 'Accept analytics' }));
    expect(analytics.setConsentChoice).toHaveBeenLastCalledWith('granted');
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  it('has the focus from the moment it appears when reopened, so no keystroke lands behind it', async () => {
    analytics.choice = 'denied';
    const user = userEvent.setup();
    renderGate();
    await act(async () => undefined);
    // Record where the focus is when the banner enters the page, before any later task runs.
    const focusedOnArrival: (Element | null)[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.getAttribute('aria-label') === 'Cookie settings')
            focusedOnArrival.push(document.activeElement);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
      const banner = await screen.findByRole('region', { name: 'Cookie settings' });
      expect(focusedOnArrival).toEqual([banner]);
    } finally {
      observer.disconnect();
    }
  });

  it('shows nothing on a visit after a choice until Cookie settings is pressed', async () => {
    analytics.choice = 'granted';
    renderGate();
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();
    act(() => openConsentSettings());
    expect(await screen.findByRole('region', { name: 'Cookie settings' })).toHaveTextContent(
      'You accepted analytics cookies.',
    );
  });

  it('without an analytics id says that no analytics cookies are set, with Close only', async () => {
    analytics.configured = false;
    const user = userEvent.setup();
    renderGate();
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const settings = await screen.findByRole('region', { name: 'Cookie settings' });
    expect(settings).toHaveTextContent('This site sets no analytics cookies');
    expect(within(settings).queryByRole('button', { name: 'Accept analytics' })).not.toBeInTheDocument();
    await user.click(within(settings).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(analytics.setConsentChoice).not.toHaveBeenCalled();
  });
});
