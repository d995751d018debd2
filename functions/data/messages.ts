/**
 * Logon popups, participant notifications and portal banners (spec 02 §3): one partition per
 * type, MESSAGE#<type>, read whole (they are few) and filtered on the active flag.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { queryAll } from './query.ts';
import { KEY } from './table.ts';

export type MessageType = 'logon_popup' | 'participant_notification' | 'portal_banner';

export interface MessageRecord {
  id: number;
  type: MessageType;
  headline: string | null;
  /** Sanitised HTML. */
  text: string;
  active: boolean;
  /** Role slugs it is shown to; empty means everyone. */
  roles: string[];
  /** Banners only: cohort ids it is shown to; empty means everyone. */
  cohorts: number[];
  who_created: number | null;
  created_at: string;
  who_activated: number | null;
  activated_at: string | null;
  who_deactivated: number | null;
  de_activated_at: string | null;
  who_updated: number | null;
  updated_at: string;
}

export function messageItem(message: MessageRecord): Record<string, unknown> {
  return { ...KEY.message(message.type, message.id), ...message, itemType: 'message' };
}

export async function listMessages(type: MessageType): Promise<MessageRecord[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': KEY.messagePartition(type) },
      ScanIndexForward: false,
    }),
  );
  return (out.Items ?? []).map((item) => {
    const { PK: _pk, SK: _sk, itemType: _it, ...message } = item;
    return message as MessageRecord;
  });
}

export type PopupAction = 'never' | 'tomorrow';

/** What a person chose for each popup: hidden for good, or until a given instant. */
export async function popupActionsOf(userId: number): Promise<Map<number, { action: PopupAction; until: string | null }>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': KEY.userPartition(userId), ':sk': 'POPUP#' },
  });
  return new Map(
    items.map((item) => [Number(item.popupId), { action: item.action as PopupAction, until: (item.until as string | null) ?? null }]),
  );
}

export async function savePopupAction(userId: number, popupId: number, action: PopupAction, until: string | null): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...KEY.popupAction(userId, popupId), type: 'popup_action', popupId, action, until, saved_at: new Date().toISOString() },
    }),
  );
}

export async function getMessage(type: MessageType, id: number): Promise<MessageRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY.message(type, id), ConsistentRead: true }));
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, itemType: _it, ...message } = Item;
  return message as MessageRecord;
}

/** Someone else saved the item since it was read (its updated_at moved), or it was deleted. */
export class MessageChangedError extends Error {
  constructor() {
    super('message changed since it was read');
  }
}

/**
 * Writes a message: a new one must not exist yet; an existing one only if nobody saved it since
 * `seenUpdatedAt` (the admin's switch, edit and list delete cannot overwrite each other).
 */
export async function saveMessage(message: MessageRecord, seenUpdatedAt: string | null): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: messageItem(message),
        ...(seenUpdatedAt === null
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : { ConditionExpression: 'updated_at = :seen', ExpressionAttributeValues: { ':seen': seenUpdatedAt } }),
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new MessageChangedError();
    throw error;
  }
}

/** Deletes a message for good; false when it did not exist. */
export async function deleteMessage(type: MessageType, id: number): Promise<boolean> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: KEY.message(type, id), ConditionExpression: 'attribute_exists(PK)' }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
