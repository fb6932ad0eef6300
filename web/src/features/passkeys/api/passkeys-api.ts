import { ADMIN_PASSKEY_PATH, ADMIN_PASSKEYS_OPTIONS_PATH, ADMIN_PASSKEYS_PATH } from '@meridian/shared/admin-api-paths';
import {
  type PasskeyList,
  passkeyListSchema,
  passkeySummarySchema,
  webAuthnOptionsSchema,
} from '@meridian/shared/staff-auth/passkeys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../../lib/api-client';

/**
 * The signed-in user's own passkeys (docs/product/staff-accounts.md#passkeys): list, add (the
 * browser's prompt; the WebAuthn library loads on the first click), rename and remove.
 */

const passkeysQueryKey = [ADMIN_PASSKEYS_PATH] as const;
const pathOf = (id: string) => ADMIN_PASSKEY_PATH.replace('{id}', encodeURIComponent(id));

/** The passkeys, oldest first, and whether an authenticator app is set up too. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeysQueryKey,
    queryFn: (): Promise<PasskeyList> => apiJson('GET', ADMIN_PASSKEYS_PATH, passkeyListSchema),
  });
}

/** The three changes, each refreshing the list when done. */
export function usePasskeyChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
  const add = useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await apiJson('POST', ADMIN_PASSKEYS_OPTIONS_PATH, webAuthnOptionsSchema);
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: optionsJSON as never });
      return apiJson('POST', ADMIN_PASSKEYS_PATH, passkeySummarySchema, {
        body: { response, ...(name.trim() ? { name: name.trim() } : {}) },
      });
    },
    onSuccess,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiRequest('PUT', pathOf(id), { body: { name } }),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => apiRequest('DELETE', pathOf(id)), onSuccess });
  return { add, rename, remove };
}
