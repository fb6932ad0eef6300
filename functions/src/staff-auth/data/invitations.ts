import { getItem, transactWriteItems } from '../../lib/dynamodb';
import { tableName } from '../../table/table';
import type { StoredPasswordHash } from './admin-credentials';
import { invitationKey, staffUserKey } from './staff-keys';

/**
 * Invitation items (docs/architecture.md: `invitationKey`; docs/product/staff-accounts.md#invitations):
 * one per link sent, naming the invited user. The user's item holds the id of the one invitation
 * whose link works now, and each change of it is one transaction with the invitation items, so a
 * new link makes the older one useless and an accepted link cannot be accepted again.
 */

/** A stored invitation. `expiresAt` epoch ms. */
export interface InvitationRecord {
  invitationId: string;
  userId: string;
  expiresAt: number;
}

/** Failure of a transaction's condition: the user or the invitation changed meanwhile. */
const cancelledByCondition = (error: unknown): boolean =>
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some(
    (reason) => reason.Code === 'ConditionalCheckFailed',
  );

/**
 * Stores a new invitation of an invited user and makes it their only valid one: the previous
 * invitation item (if any) is deleted in the same transaction.
 * @param previousId - the user's invitation id as read (the write fails if it changed meanwhile).
 * @returns false when the user is no longer invited or was re-invited meanwhile.
 */
export async function replaceInvitation(
  invitation: InvitationRecord,
  previousId: string | undefined,
): Promise<boolean> {
  const TableName = tableName();
  try {
    await transactWriteItems({
      TransactItems: [
        {
          Put: {
            TableName,
            Item: {
              ...invitationKey(invitation.invitationId),
              entity: 'invitation',
              userId: invitation.userId,
              invitationExpiresAt: invitation.expiresAt,
              expiresAt: Math.ceil(invitation.expiresAt / 1000),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Update: {
            TableName,
            Key: staffUserKey(invitation.userId),
            UpdateExpression: 'SET invitationId = :id',
            ConditionExpression:
              previousId === undefined
                ? '#status = :invited AND attribute_not_exists(invitationId)'
                : '#status = :invited AND invitationId = :previous',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':id': invitation.invitationId,
              ':invited': 'invited',
              ...(previousId === undefined ? {} : { ':previous': previousId }),
            },
          },
        },
        ...(previousId === undefined ? [] : [{ Delete: { TableName, Key: invitationKey(previousId) } }]),
      ],
    });
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}

/** Reads an invitation (strongly consistent); null when unknown, used or replaced. */
export async function getInvitation(invitationId: string): Promise<InvitationRecord | null> {
  const { Item } = await getItem({ TableName: tableName(), Key: invitationKey(invitationId), ConsistentRead: true });
  if (typeof Item?.userId !== 'string' || typeof Item.invitationExpiresAt !== 'number') return null;
  return { invitationId, userId: Item.userId, expiresAt: Item.invitationExpiresAt };
}

/**
 * Accepts an invitation, once: deletes it and makes its user active with the password, provided
 * the user is still invited and this is still their invitation.
 * @param now - when, epoch ms.
 * @returns false when the invitation was used, replaced or its user changed meanwhile.
 */
export async function acceptInvitationWrite(
  invitation: InvitationRecord,
  password: StoredPasswordHash,
  now: number,
): Promise<boolean> {
  const TableName = tableName();
  try {
    await transactWriteItems({
      TransactItems: [
        {
          Delete: {
            TableName,
            Key: invitationKey(invitation.invitationId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        {
          Update: {
            TableName,
            Key: staffUserKey(invitation.userId),
            UpdateExpression: 'SET password = :password, #status = :active, updatedAt = :now REMOVE invitationId',
            ConditionExpression: '#status = :invited AND invitationId = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':password': password,
              ':active': 'active',
              ':invited': 'invited',
              ':id': invitation.invitationId,
              ':now': new Date(now).toISOString(),
            },
          },
        },
      ],
    });
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}
