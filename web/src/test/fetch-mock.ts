import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { navigation } from '../lib/api-client';

/**
 * Registers, in the calling test file, a `fetch` stub reset before each test and a spy that keeps
 * a 401 from leaving the page for the login (`navigation.toLogin`); both are undone after each
 * test. Call it at the top of the file.
 * @returns the `fetch` mock, to answer with `mockResolvedValue…` and to inspect its calls
 */
export function stubFetchForEachTest(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigation, 'toLogin').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return fetchMock;
}
