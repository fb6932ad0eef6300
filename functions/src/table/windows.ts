import { deleteItem, updateItem } from '../lib/dynamodb';
import type { ItemKey } from './keys';
import { isConditionalCheckFailed, tableName } from './table';

/**
 * Per-address windows: at most `capacity` events per address within `windowMs` of the first
 * (the firm's lead notification, docs/product/leads.md#returning-visitors; the contact
 * acknowledgement, docs/product/site.md#acknowledgement; the assessment reports,
 * docs/product/assessment.md#report-email). One item per normalised address holds when its window
 * opened and the event (or, with room for more than one, the events) that used it; DynamoDB's TTL
 * (`expiresAt`) removes it `retentionSeconds` after the window closed. Conditional writes only, so
 * concurrent events cannot exceed a window, and an event retried after a failed send reuses its
 * own claim (it sends again, others within the window do not). Each area keeps its parameters.
 */

/** One kind of window: its item, length and room. */
export interface WindowSpec {
  /** The item's key for a visitor address (normalised by the key builder). */
  key: (email: string) => ItemKey;
  /** The item's `entity` attribute. */
  entity: string;
  /** Length of a window from the first event in it, in ms. */
  windowMs: number;
  /** Events one window admits (1: one email per address per window). */
  capacity: number;
  /** How long the item is kept after its window closed, in seconds (default 0). */
  retentionSeconds?: number;
}

/**
 * Claims room in an address's window for one event.
 *
 * @param spec - the kind of window.
 * @param email - the visitor's address (compared as the key builder normalises it).
 * @param eventId - the event's id; the same for every delivery of the event.
 * @param at - when the submission arrived (ISO-8601 UTC); windows are measured between these.
 * @returns true when this event may send (the window had room, or this event holds a place in it).
 * @throws Error for an unparseable `at`; DynamoDB errors other than failed conditions.
 */
export async function claimWindow(spec: WindowSpec, email: string, eventId: string, at: string): Promise<boolean> {
  const atMs = Date.parse(at);
  if (Number.isNaN(atMs)) throw new Error(`Invalid submission time: ${at}`);
  if (spec.capacity <= 1) return conditionally(singleClaim(spec, email, eventId, atMs));
  if (await conditionally(joinOpenWindow(spec, email, eventId, atMs))) return true;
  if (await conditionally(openSharedWindow(spec, email, eventId, atMs))) return true;
  // Another event may have opened the window between the two writes.
  return conditionally(joinOpenWindow(spec, email, eventId, atMs));
}

/**
 * Gives back a one-event window this event opened (its email was not sent), so that the next
 * attempt may send; a window another event holds is left alone.
 *
 * @param spec - the kind of window (capacity 1).
 * @param email - the visitor's address.
 * @param eventId - the id the window was claimed with.
 * @throws DynamoDB errors other than a failed condition.
 */
export async function releaseWindow(spec: WindowSpec, email: string, eventId: string): Promise<void> {
  try {
    await deleteItem({
      TableName: tableName(),
      Key: spec.key(email),
      ConditionExpression: '#eventId = :eventId',
      ExpressionAttributeNames: { '#eventId': 'eventId' },
      ExpressionAttributeValues: { ':eventId': eventId },
    });
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

type Update = Parameters<typeof updateItem>[0];

/** True when the write applied, false when its condition failed. */
async function conditionally(update: Update): Promise<boolean> {
  try {
    await updateItem(update);
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

const expiresAtOf = (spec: WindowSpec, atMs: number): number =>
  Math.floor((atMs + spec.windowMs) / 1000) + (spec.retentionSeconds ?? 0);

/** A window for one event: opened when none is open, or kept by the event that opened it. */
function singleClaim(spec: WindowSpec, email: string, eventId: string, atMs: number): Update {
  return {
    TableName: tableName(),
    Key: spec.key(email),
    UpdateExpression: 'SET #openedAt = :at, #eventId = :eventId, #expiresAt = :expiresAt, #entity = :entity',
    ConditionExpression: 'attribute_not_exists(pk) OR #eventId = :eventId OR #openedAt <= :closedBefore',
    ExpressionAttributeNames: {
      '#openedAt': 'openedAt',
      '#eventId': 'eventId',
      '#expiresAt': 'expiresAt',
      '#entity': 'entity',
    },
    ExpressionAttributeValues: {
      ':at': atMs,
      ':eventId': eventId,
      ':closedBefore': atMs - spec.windowMs,
      ':expiresAt': expiresAtOf(spec, atMs),
      ':entity': spec.entity,
    },
  };
}

/** Adds the event to the open window when it has room (or holds the event already). */
function joinOpenWindow(spec: WindowSpec, email: string, eventId: string, atMs: number): Update {
  return {
    TableName: tableName(),
    Key: spec.key(email),
    UpdateExpression: 'ADD #eventIds :ids',
    ConditionExpression:
      'attribute_exists(pk) AND #openedAt > :closedBefore AND (size(#eventIds) < :max OR contains(#eventIds, :eventId))',
    ExpressionAttributeNames: { '#openedAt': 'openedAt', '#eventIds': 'eventIds' },
    ExpressionAttributeValues: {
      ':ids': new Set([eventId]),
      ':eventId': eventId,
      ':closedBefore': atMs - spec.windowMs,
      ':max': spec.capacity,
    },
  };
}

/** Opens a new window with the event when none is open. */
function openSharedWindow(spec: WindowSpec, email: string, eventId: string, atMs: number): Update {
  return {
    TableName: tableName(),
    Key: spec.key(email),
    UpdateExpression: 'SET #openedAt = :at, #eventIds = :ids, #expiresAt = :expiresAt, #entity = :entity',
    ConditionExpression: 'attribute_not_exists(pk) OR #openedAt <= :closedBefore',
    ExpressionAttributeNames: {
      '#openedAt': 'openedAt',
      '#eventIds': 'eventIds',
      '#expiresAt': 'expiresAt',
      '#entity': 'entity',
    },
    ExpressionAttributeValues: {
      ':at': atMs,
      ':ids': new Set([eventId]),
      ':closedBefore': atMs - spec.windowMs,
      ':expiresAt': expiresAtOf(spec, atMs),
      ':entity': spec.entity,
    },
  };
}
