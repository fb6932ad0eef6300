import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { navigation } from '../../../lib/api-client';
import { authStatusQueryKey, checkAuthStatus, login, logout } from './auth-api';

/**
 * The admin session check for the access guard: runs on mount and again whenever the window
 * regains focus (docs/product/admin.md#sessions). `data` is true when authenticated.
 */
export function useAuthStatus() {
  const query = useQuery({
    queryKey: authStatusQueryKey,
    queryFn: checkAuthStatus,
    staleTime: 0,
    gcTime: 0,
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
 * Login mutation: stores the session and marks the session check as authenticated, then calls
 * `onLoggedIn` (the login page navigates to /admin; the guard shows its page).
 */
export function useLogin(onLoggedIn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => {
      queryClient.setQueryData(authStatusQueryKey, true);
      onLoggedIn();
    },
  });
}

/** Logout mutation: ends the session, forgets all cached admin data and sends the browser to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      navigation.toLogin();
    },
  });
}
