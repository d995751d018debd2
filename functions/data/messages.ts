/**
 * Logon popups, participant notifications and portal banners (spec 02 §3): one partition per
 * type, MESSAGE#<type>, read whole (they are few) and filtered on the active flag.
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
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
  return new Map(items.map((item) => [Number(item.popupId), { action: item.action as PopupAction, until: (item.until as string | null) ?? null }]));
}

export async function savePopupAction(userId: number, popupId: number, action: PopupAction, until: string | null): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...KEY.popupAction(userId, popupId), type: 'popup_action', popupId, action, until, saved_at: new Date().toISOString() },
    }),
  );
}
