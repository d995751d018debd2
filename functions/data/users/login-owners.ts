/**
 * Who holds a name as a username and who holds it as an e-mail: the uniqueness items that
 * users.ts writes with every account (UNIQUE#USERNAME#<name>, UNIQUE#EMAIL#<name>), read together
 * in one consistent BatchGetItem. Sign-in (findUserIdByLogin) looks a name up as a username and
 * then as an e-mail and so cannot tell the two apart; a caller that must, such as the CSV import
 * matching a row to an account only when its username and e-mail agree, reads both here.
 */
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table/client.ts';
import { loginClaimEntity } from './users.ts';

export interface LoginOwners {
  /** The account whose username this is. */
  asUsername?: number;
  /** The account whose e-mail this is. */
  asEmail?: number;
}

/** For each name (lower-cased), the accounts holding it; a name nobody holds maps to `{}`. */
export async function loginOwners(names: readonly string[]): Promise<Map<string, LoginOwners>> {
  const unique = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  const owners = new Map<string, LoginOwners>(unique.map((name) => [name, {}]));
  // At most 100 keys per request; callers ask about a few names.
  const keys = unique.flatMap((name) => [loginClaimEntity.key('username', name), loginClaimEntity.key('email', name)]);
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(i, i + 100);
    while (pending?.length) {
      const out: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) {
        const claim = loginClaimEntity.fromItem(item);
        const owner = owners.get(claim.name);
        if (owner) owner[claim.kind === 'username' ? 'asUsername' : 'asEmail'] = claim.userId;
      }
      pending = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return owners;
}
