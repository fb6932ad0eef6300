import { render } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE, HydrationMarker } from './hydration-marker';

function Page() {
  return (
    <main>
      <h1>Contact</h1>
      <form aria-label="Consultation request">
        <button type="submit">Request Free Consultation</button>
      </form>
    </main>
  );
}

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('the hydration marker', () => {
  it('renders nothing on the server and sets no attribute there', () => {
    expect(renderToString(<HydrationMarker />)).toBe('');
    expect(renderToString(<Page />)).not.toContain(HYDRATED_ATTRIBUTE);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  });

  it('marks <html> once the root has rendered in the browser', () => {
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    render(<HydrationMarker />);
    expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('true');
  });

  it('marks <html> after hydrating a prerendered page, leaving its DOM as prerendered', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const prerendered = container.innerHTML;
    const recoverable = vi.fn();
    // A bare hydrateRoot (not testing-library's render) tells React that act() is expected here.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;

    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <>
          <Page />
          <HydrationMarker />
        </>,
        { onRecoverableError: recoverable },
      ),
    );

    expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('true');
    expect(container.innerHTML).toBe(prerendered);
    expect(recoverable, 'no hydration mismatch').not.toHaveBeenCalled();
    act(() => root.unmount());
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });
});
