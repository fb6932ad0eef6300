import {
  ADMIN_AUTH_STATUS_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_LOGIN_TOTP_PATH,
  ADMIN_LOGOUT_PATH,
  ADMIN_ME_PATH,
  ADMIN_LOGIN_PASSKEY_OPTIONS_PATH,
  ADMIN_LOGIN_PASSKEY_PATH,
  ADMIN_PASSKEY_ENROL_CONFIRM_PATH,
  ADMIN_PASSKEY_ENROL_OPTIONS_PATH,
  ADMIN_PASSKEY_PATH,
  ADMIN_PASSKEYS_OPTIONS_PATH,
  ADMIN_PASSKEYS_PATH,
  ADMIN_PASSWORD_FORGOT_PATH,
  ADMIN_PASSWORD_RESET_PATH,
  ADMIN_TOTP_CONFIRM_PATH,
  ADMIN_TOTP_SETUP_PATH,
  ADMIN_INVITATION_ACCEPT_PATH,
  ADMIN_ME_PASSWORD_PATH,
  ADMIN_ME_SESSION_PATH,
  ADMIN_ME_SESSIONS_PATH,
  ADMIN_USER_INVITE_PATH,
  ADMIN_USER_PATH,
  ADMIN_USER_RESET_FACTORS_PATH,
  ADMIN_USERS_PATH,
} from '@meridian/shared/admin-api-paths';
import { LEADING_KEYS as K } from '../table/item-types';
import { SESSION_CHECK, withSession } from '../table-access';
import type { AreaDefinition } from '../topology';

/**
 * The staff-auth area (docs/architecture.md, "Business areas"): staff accounts, the sign-in with a
 * second factor, sessions and the session check. Its entries are part of the route, rule, schedule
 * and target tables, and the CDK app deploys them as one nested stack. The sign-in steps read the
 * user's partition (`USER#*`: the user, its TOTP factor and recovery codes); those that complete a
 * sign-in write it too (a used recovery code is deleted, an enrolment stores the factor).
 */
export const staffAuthArea: AreaDefinition = {
  name: 'staff-auth',
  routes: [
    {
      method: 'POST',
      path: ADMIN_LOGIN_PATH,
      handler: 'staff-auth/handlers/login',
      usesPrivacyKey: true,
      items: {
        read: [K.staffEmail, K.staffUser],
        write: [K.loginFailures, K.signInChallenge],
        append: [K.audit],
      },
      memoryMb: 1024,
      rateLimited: 'login',
      securityMetric: 'failedLogins',
    },
    {
      method: 'POST',
      path: ADMIN_TOTP_SETUP_PATH,
      handler: 'staff-auth/handlers/totp-setup',
      usesPrivacyKey: true,
      items: { read: [K.staffUser], write: [K.signInChallenge] },
      rateLimited: 'login',
    },
    {
      method: 'POST',
      path: ADMIN_TOTP_CONFIRM_PATH,
      handler: 'staff-auth/handlers/totp-confirm',
      usesPrivacyKey: true,
      items: { write: [K.staffUser, K.signInChallenge, K.loginFailures, K.session], append: [K.audit] },
      rateLimited: 'login',
    },
    {
      method: 'POST',
      path: ADMIN_LOGIN_TOTP_PATH,
      handler: 'staff-auth/handlers/login-totp',
      usesPrivacyKey: true,
      items: { write: [K.staffUser, K.signInChallenge, K.loginFailures, K.session], append: [K.audit] },
      rateLimited: 'login',
    },
    {
      method: 'POST',
      path: ADMIN_LOGOUT_PATH,
      handler: 'staff-auth/handlers/logout',
      usesPrivacyKey: true,
      items: { write: [K.session] },
    },
    {
      method: 'GET',
      path: ADMIN_AUTH_STATUS_PATH,
      handler: 'staff-auth/handlers/auth-status',
      items: SESSION_CHECK,
    },
    {
      method: 'GET',
      path: ADMIN_ME_PATH,
      handler: 'staff-auth/handlers/me',
      items: withSession({ read: [K.staffUser] }),
    },
    // Passkeys (docs/product/staff-accounts.md#passkeys): the user's passkeys live in their
    // partition (`USER#*`); prompts wait in `PASSKEY_CHALLENGE#*`.
    {
      method: 'POST',
      path: ADMIN_PASSKEY_ENROL_OPTIONS_PATH,
      handler: 'staff-auth/handlers/passkey-enrol-options',
      usesPasskeys: true,
      items: { read: [K.signInChallenge, K.staffUser], write: [K.passkeyChallenge] },
      rateLimited: 'login',
    },
    {
      method: 'POST',
      path: ADMIN_PASSKEY_ENROL_CONFIRM_PATH,
      handler: 'staff-auth/handlers/passkey-enrol-confirm',
      usesPasskeys: true,
      usesPrivacyKey: true,
      items: {
        write: [K.staffUser, K.signInChallenge, K.passkeyChallenge, K.loginFailures, K.session],
        append: [K.audit],
      },
      rateLimited: 'login',
    },
    {
      method: 'POST',
      path: ADMIN_LOGIN_PASSKEY_OPTIONS_PATH,
      handler: 'staff-auth/handlers/login-passkey-options',
      usesPasskeys: true,
      items: { read: [K.signInChallenge, K.staffUser], write: [K.passkeyChallenge] },
      rateLimited: 'login',
    },
    {
      method: 'POST',
      path: ADMIN_LOGIN_PASSKEY_PATH,
      handler: 'staff-auth/handlers/login-passkey',
      usesPasskeys: true,
      usesPrivacyKey: true,
      items: {
        write: [K.staffUser, K.signInChallenge, K.passkeyChallenge, K.loginFailures, K.session],
        append: [K.audit],
      },
      rateLimited: 'login',
      securityMetric: 'failedLogins',
    },
    {
      method: 'GET',
      path: ADMIN_PASSKEYS_PATH,
      handler: 'staff-auth/handlers/passkeys-list',
      items: withSession({ read: [K.staffUser] }),
    },
    {
      method: 'POST',
      path: ADMIN_PASSKEYS_OPTIONS_PATH,
      handler: 'staff-auth/handlers/passkey-add-options',
      usesPasskeys: true,
      items: withSession({ read: [K.staffUser], write: [K.passkeyChallenge] }),
    },
    {
      method: 'POST',
      path: ADMIN_PASSKEYS_PATH,
      handler: 'staff-auth/handlers/passkey-add',
      usesPasskeys: true,
      items: withSession({ write: [K.staffUser, K.passkeyChallenge] }),
    },
    {
      method: 'PUT',
      path: ADMIN_PASSKEY_PATH,
      handler: 'staff-auth/handlers/passkey-rename',
      items: withSession({ write: [K.staffUser] }),
    },
    {
      method: 'DELETE',
      path: ADMIN_PASSKEY_PATH,
      handler: 'staff-auth/handlers/passkey-remove',
      items: withSession({ write: [K.staffUser] }),
    },
    // A forgotten password (docs/product/staff-accounts.md#forgotten-password).
    {
      method: 'POST',
      path: ADMIN_PASSWORD_FORGOT_PATH,
      handler: 'staff-auth/handlers/password-forgot',
      usesPrivacyKey: true,
      sendsEmail: true,
      items: {
        read: [K.staffEmail, K.staffUser, K.emailSuppression],
        write: [K.loginFailures, K.passwordReset, K.visitorEmailCount],
      },
      rateLimited: 'login',
    },
    {
      method: 'POST',
      path: ADMIN_PASSWORD_RESET_PATH,
      handler: 'staff-auth/handlers/password-reset',
      usesPrivacyKey: true,
      items: {
        read: [K.sessionIndex],
        write: [K.passwordReset, K.staffUser, K.session, K.signInChallenge],
      },
      memoryMb: 1024,
      rateLimited: 'login',
    },
    // Users, invitations and one's own account (docs/product/staff-accounts.md#users). Ending a
    // user's sessions Queries their sessions in gsi1 (`sessionIndex`); the session items
    // themselves are written by every session-protected route already.
    {
      method: 'GET',
      path: ADMIN_USERS_PATH,
      handler: 'staff-auth/handlers/list-users',
      items: withSession({ read: [K.staffUserIndex] }),
    },
    {
      method: 'POST',
      path: ADMIN_USERS_PATH,
      handler: 'staff-auth/handlers/invite-user',
      usesPrivacyKey: true,
      sendsEmail: true,
      timeoutSeconds: 20,
      items: withSession({
        read: [K.emailSuppression],
        write: [K.staffUser, K.staffEmail, K.invitation],
        append: [K.audit],
      }),
    },
    {
      method: 'PATCH',
      path: ADMIN_USER_PATH,
      handler: 'staff-auth/handlers/update-user',
      usesPrivacyKey: true,
      items: withSession({ read: [K.staffUserIndex, K.sessionIndex], write: [K.staffUser], append: [K.audit] }),
    },
    {
      method: 'POST',
      path: ADMIN_USER_INVITE_PATH,
      handler: 'staff-auth/handlers/reinvite-user',
      usesPrivacyKey: true,
      sendsEmail: true,
      timeoutSeconds: 20,
      items: withSession({ read: [K.emailSuppression], write: [K.staffUser, K.invitation], append: [K.audit] }),
    },
    {
      method: 'POST',
      path: ADMIN_USER_RESET_FACTORS_PATH,
      handler: 'staff-auth/handlers/reset-factors',
      usesPrivacyKey: true,
      items: withSession({ read: [K.sessionIndex], write: [K.staffUser], append: [K.audit] }),
    },
    {
      method: 'POST',
      path: ADMIN_INVITATION_ACCEPT_PATH,
      handler: 'staff-auth/handlers/accept-invitation',
      usesPrivacyKey: true,
      items: { write: [K.invitation, K.staffUser, K.signInChallenge], append: [K.audit] },
      memoryMb: 1024,
      rateLimited: 'login',
    },
    {
      method: 'PATCH',
      path: ADMIN_ME_PATH,
      handler: 'staff-auth/handlers/update-me',
      items: withSession({ write: [K.staffUser] }),
    },
    {
      method: 'POST',
      path: ADMIN_ME_PASSWORD_PATH,
      handler: 'staff-auth/handlers/change-password',
      usesPrivacyKey: true,
      memoryMb: 1024,
      items: withSession({ read: [K.sessionIndex], write: [K.staffUser, K.loginFailures], append: [K.audit] }),
    },
    {
      method: 'GET',
      path: ADMIN_ME_SESSIONS_PATH,
      handler: 'staff-auth/handlers/list-my-sessions',
      items: withSession({ read: [K.sessionIndex] }),
    },
    {
      method: 'DELETE',
      path: ADMIN_ME_SESSIONS_PATH,
      handler: 'staff-auth/handlers/end-my-other-sessions',
      items: withSession({ read: [K.sessionIndex] }),
    },
    {
      method: 'DELETE',
      path: ADMIN_ME_SESSION_PATH,
      handler: 'staff-auth/handlers/end-my-session',
      items: withSession({ read: [K.sessionIndex] }),
    },
  ],
  rules: [],
  schedules: [],
  targets: [],
};
