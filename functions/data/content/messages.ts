/**
 * Logon popups, participant notifications and portal banners (spec 02 §3): one partition per
 * type, MESSAGE#<type>, read whole (they are few) and filtered on the active flag.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminMessageRow, AdminMessageType } from '../../../shared/messages/types.ts';
import { db, tableName } from '../table/client.ts';
import { attr, entity } from '../table/entity.ts';
import { queryAll } from '../table/query.ts';
import { PARTITION, pad } from '../table/table.ts';

export type MessageType = AdminMessageType;
const MESSAGE_TYPES: readonly MessageType[] = ['logon_popup', 'participant_notification', 'portal_banner'];

/** A message as stored: the admin list's row (GET /api/logon-popup) with cohort ids, not names, and no names of the who_* people. */
export type MessageRecord = Omit<AdminMessageRow, 'cohorts' | 'names'> & {
  /** Banners only: cohort ids it is shown to; empty means everyone. */
  cohorts: number[];
};

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** A type's messages in one partition, read whole (they are few). */
const messagePartition = (type: MessageType) => `MESSAGE#${type}`;
const messageKey = (type: MessageType, id: number) => ({ PK: messagePartition(type), SK: pad(id) });

/**
 * MESSAGE#<type>/<id>, on no index. Its `type` attribute holds the message's type (as it did
 * before entities), so the item type is stored as `itemType`: `attributes` gives both.
 */
const messageEntity = entity({
  type: 'message',
  key: messageKey,
  keyOf: (message: MessageRecord) => messageKey(message.type, message.id),
  attributes: (message) => ({ ...message, itemType: 'message' }),
  fromItem: (item): MessageRecord => ({
    id: attr.number(item.id),
    type: attr.oneOf(MESSAGE_TYPES, item.type),
    headline: attr.nullableString(item.headline),
    text: attr.string(item.text ?? ''),
    active: attr.boolean(item.active),
    roles: strings(item.roles),
    cohorts: attr.numbers(item.cohorts),
    who_created: attr.nullableNumber(item.who_created),
    created_at: attr.string(item.created_at),
    who_activated: attr.nullableNumber(item.who_activated),
    activated_at: attr.nullableString(item.activated_at),
    who_deactivated: attr.nullableNumber(item.who_deactivated),
    de_activated_at: attr.nullableString(item.de_activated_at),
    who_updated: attr.nullableNumber(item.who_updated),
    updated_at: attr.string(item.updated_at),
  }),
});

export const messageItem = messageEntity.item;

export async function listMessages(type: MessageType): Promise<MessageRecord[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': messagePartition(type) },
      ScanIndexForward: false,
    }),
  );
  return (out.Items ?? []).map(messageEntity.fromItem);
}

export type PopupAction = 'never' | 'tomorrow';
const POPUP_ACTIONS: readonly PopupAction[] = ['never', 'tomorrow'];

interface PopupActionRecord {
  user_id: number;
  popupId: number;
  action: PopupAction;
  /** For 'tomorrow': hidden until this instant. */
  until: string | null;
  saved_at: string;
}

const POPUP_ACTION = 'POPUP#';
const popupActionKey = (userId: number, popupId: number) => ({ PK: PARTITION.user(userId), SK: `${POPUP_ACTION}${popupId}` });

/** USER#<id>/POPUP#<popupId>: what a person chose for a popup (the account is the key's, not stored again). */
const popupActionEntity = entity({
  type: 'popup_action',
  key: popupActionKey,
  keyOf: (chosen: PopupActionRecord) => popupActionKey(chosen.user_id, chosen.popupId),
  attributes: ({ user_id: _user, ...stored }) => stored,
  fromItem: (item): PopupActionRecord => ({
    user_id: attr.number(PARTITION.userOf(String(item.PK))),
    popupId: attr.number(item.popupId),
    action: attr.oneOf(POPUP_ACTIONS, item.action),
    until: attr.nullableString(item.until),
    saved_at: attr.string(item.saved_at ?? ''),
  }),
});

/** What a person chose for each popup: hidden for good, or until a given instant. */
export async function popupActionsOf(userId: number): Promise<Map<number, { action: PopupAction; until: string | null }>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': PARTITION.user(userId), ':sk': POPUP_ACTION },
  });
  return new Map(
    items.map((item) => {
      const { popupId, action, until } = popupActionEntity.fromItem(item);
      return [popupId, { action, until }];
    }),
  );
}

export async function savePopupAction(userId: number, popupId: number, action: PopupAction, until: string | null): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: popupActionEntity.item({ user_id: userId, popupId, action, until, saved_at: new Date().toISOString() }),
    }),
  );
}

export async function getMessage(type: MessageType, id: number): Promise<MessageRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: messageEntity.key(type, id), ConsistentRead: true }));
  return messageEntity.of(Item);
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
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: messageEntity.key(type, id), ConditionExpression: 'attribute_exists(PK)' }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
