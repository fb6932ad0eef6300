import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../test/fetch-mock';
import { renderAppAt } from '../../test/render-app';

const fetchMock = stubFetchForEachTest();
const scrollTo = vi.fn();

beforeEach(() => {
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('site navigation', () => {
  it('highlights the current route in the header', async () => {
    renderAppAt('/about');
    await screen.findByRole('heading', { level: 1, name: /two decades/ });
    expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Services as current on a service page and opens the dropdown with All Services first', async () => {
    const user = userEvent.setup();
    renderAppAt('/services/strategic-planning');
    await screen.findByRole('heading', { level: 1 });
    const button = within(mainNav()).getByRole('button', { name: 'Services' });
    expect(button).toHaveClass('bg-secondary');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'All ServicesOverview of our solutions',
      'Strategic PlanningFor SMEs and growing businesses',
      'Operational TransformationCorporate-scale excellence',
      'Interim Executive ServicesSenior leadership expertise',
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the mobile drawer from the menu button and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1, name: /Turn your strategy/ });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Mobile' });
    expect(within(drawerNav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const name of [
      'About',
      'Services',
      'Strategic Planning',
      'Operational Transformation',
      'Interim Executive Services',
      'Tools',
      'Insights',
      'Contact',
    ]) {
      expect(within(drawerNav).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(drawerNav).getByRole('link', { name: 'Tools' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: /Tools to sharpen/ })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
  });

  it('scrolls smoothly to the top 100 ms after a header click, but not after a footer Company link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderAppAt('/');
    await screen.findByRole('heading', { level: 1, name: /Turn your strategy/ });
    await user.click(within(mainNav()).getByRole('link', { name: 'Insights' }));
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    scrollTo.mockReset();
    const company = screen.getByRole('navigation', { name: 'Company' });
    await user.click(within(company).getByRole('link', { name: 'About' }));
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows the 404 page with the router hint for an unknown path', async () => {
    renderAppAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/router/)).not.toBeInTheDocument();
  });
});
