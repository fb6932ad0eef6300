import { ConflictError, DomainError, TooManyRequestsError, ValidationError } from '../lib/errors';

/**
 * The outreach area's domain errors (docs/product/outreach.md#limits): each maps to a 4xx or 5xx
 * JSON answer whose message the compose screen shows as is.
 */

/** 400: the lead has no email address to send to. */
export class LeadWithoutEmailError extends ValidationError {
  constructor() {
    super('This lead has no email address. Add one to the lead before writing to them.');
  }
}

/** 409: the lead opted out, or an email to it bounced or was marked as spam. */
export class DoNotEmailError extends ConflictError {
  constructor(reason: 'opted-out' | 'bounced' | 'complained') {
    const why = {
      'opted-out': 'opted out of email',
      bounced: 'has an address that bounced',
      complained: 'marked an email as spam',
    }[reason];
    super(`This lead ${why}, so the CRM sends it no more email.`);
  }
}

/** 409: the address is on the suppression list (a bounce or complaint seen on any email of the firm). */
export class SuppressedAddressError extends ConflictError {
  constructor() {
    super(
      'This address bounced or complained before, so the CRM does not send to it. Check the address with the lead.',
    );
  }
}

/** 429: the user reached their daily cap of outreach emails (a London day). */
export class DailySendCapError extends TooManyRequestsError {
  constructor(cap: number, retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      `You have sent ${cap} emails today, the daily limit. Your text is kept: send it tomorrow.`,
    );
  }
}

/** 502: SES refused or failed the send; nothing was sent and nothing was written. */
export class SendFailedError extends DomainError {
  readonly statusCode = 502;
  constructor() {
    super('The email could not be sent just now, and nothing was recorded. Please try again in a minute.');
  }
}

/** 500: SES sent the email but its record could not be written (logged with the ids to put it right). */
export class SentButNotRecordedError extends DomainError {
  readonly statusCode = 500;
  constructor() {
    super('The email was sent, but the CRM could not record it on the lead. Please do not send it again.');
  }
}
