import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPrerenderedTimes, PrerenderedTime } from './prerendered-time';

afterEach(() => {
  document.body.innerHTML = '';
  forgetPrerenderedTimes();
});

const longDate = (iso: string) => `formatted ${iso}`;

describe('PrerenderedTime', () => {
  it('formats the date when the page was not prerendered', () => {
    const format = vi.fn(longDate);
    render(<PrerenderedTime dateTime="2026-03-29" formatName="day" format={format} />);
    const time = screen.getByText('formatted 2026-03-29');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-29');
    expect(time).toHaveAttribute('data-date-format', 'day');
    expect(format).toHaveBeenCalledWith('2026-03-29');
  });

  it('hydrates with the text the server wrote and formats nothing', async () => {
    const dates = ['2026-03-29', '2026-10-25'];
    const page = (format: (iso: string) => string) => (
      <p>
        {dates.map((iso) => (
          <PrerenderedTime key={iso} dateTime={iso} formatName="day" format={format} />
        ))}
      </p>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page((iso) => `server ${iso}`));
    document.body.append(container);
    forgetPrerenderedTimes(); // what renderToString read in this test's document (no page yet)
    const format = vi.fn(longDate);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(format), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(format).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('server 2026-03-29server 2026-10-25');
  });

  it('formats a date the prerendered page does not carry, or carries in another format', async () => {
    document.body.innerHTML = '<time datetime="2026-03-29" data-date-format="month">March 2026</time>';
    const format = vi.fn(longDate);
    render(
      <>
        <PrerenderedTime dateTime="2026-03-29" formatName="day" format={format} />
        <PrerenderedTime dateTime="2026-03-30" formatName="month" format={format} />
      </>,
    );
    expect(screen.getByText('formatted 2026-03-29')).toBeInTheDocument();
    expect(screen.getByText('formatted 2026-03-30')).toBeInTheDocument();
    expect(format).toHaveBeenCalledTimes(2);
  });
});
