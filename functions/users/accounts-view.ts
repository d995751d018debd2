/**
 * The accounts-view choice of the users list (spec 02 §9: 1, 2 or 3, default 3), kept per person
 * like the other saved filters (USER#<id> / FILTERS#users_view, the item shape of
 * data/preferences.ts). GET /api/user saves the view it is given, every time, beside its other
 * reads: a Lambda cannot know what another instance saved since, so remembering "already saved"
 * per instance would let a switch back to an earlier view be lost.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ACCOUNTS_VIEWS, DEFAULT_ACCOUNTS_VIEW, type AccountsView } from '../../shared/api/types/users.ts';
import { db, tableName } from '../data/client.ts';
import { KEY } from '../data/table.ts';

const FILTER_TYPE = 'users_view';

export async function savedAccountsView(userId: number): Promise<AccountsView> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY.savedFilters(userId, FILTER_TYPE), ConsistentRead: true }));
  const view = Number(Item?.filters) as AccountsView;
  return ACCOUNTS_VIEWS.includes(view) ? view : DEFAULT_ACCOUNTS_VIEW;
}

export async function rememberAccountsView(userId: number, view: AccountsView, now = new Date()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...KEY.savedFilters(userId, FILTER_TYPE), type: 'saved_filters', filter_type: FILTER_TYPE, filters: view, updated_at: now.toISOString() },
    }),
  );
}
