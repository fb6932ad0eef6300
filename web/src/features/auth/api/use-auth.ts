import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { navigation } from '../../../lib/api-client';
import { AuthCheckUnavailableError, authStatusQueryKey, checkAuthStatus, logout } from './auth-api';

/** Retries of a session check that failed on the network, a 5xx or a 429 (docs/product/admin.md#sessions). */
export const AUTH_CHECK_RETRIES = 2;
/** Wait before retry `attempt` (0-based) of the session check, in ms: 500, then 1,000. */
export const authCheckRetryDelayMs = (attempt: number) => 500 * 2 ** attempt;

/**
 * The admin session check for the access guard: runs on mount and again whenever the window
 * regains focus (docs/product/admin.md#sessions). `data` is true when authenticated. A check that
 * could not reach a verdict ({@link AuthCheckUnavailableError}) is retried {@link AUTH_CHECK_RETRIES}
 * times, then the query is in error with the stored session kept.
 */
export function useAuthStatus() {
  const query = useQuery({
    queryKey: authStatusQueryKey,
    queryFn: checkAuthStatus,
    staleTime: 0,
    gcTime: 0,
    retry: (failures, error) => error instanceof AuthCheckUnavailableError && failures < AUTH_CHECK_RETRIES,
    retryDelay: authCheckRetryDelayMs,
  });
  const { refetch } = query;
  useEffect(() => {
    const onFocus = () => {
      void refetch();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  return query;
}

/**
 * Marks the session check as authenticated once a sign-in has set the session cookie, then calls
 * `onLoggedIn` (the login page navigates to /admin; the guard shows its page).
 */
export function useSignedIn(onLoggedIn: () => void) {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(authStatusQueryKey, true);
    onLoggedIn();
  };
}

/** Logout mutation: ends the session, forgets all cached admin data and sends the browser to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Leave first: the cleared cache makes mounted queries fetch again, and their 401 must not
      // start a navigation of its own that aborts this one.
      navigation.toLogin();
      queryClient.clear();
    },
  });
}
