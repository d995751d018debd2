/**
 * Writing roles (admin tab 2). Roles are reference items (REF#ROLE, reference.ts); the ones the
 * portal ships with have fixed ids and slugs (shared/auth/roles.ts) that tokens and the capability
 * table speak. New roles get ids from the 'role' counter above CUSTOM_ROLE_ID_BASE, so they can
 * never take a built-in id, and a slug made from their name that no other role has.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ROLE_BY_ID } from '../../../shared/auth/roles.ts';
import { db, tableName } from '../table/client.ts';
import { nextId } from '../table/counters.ts';
import { forgetReference, listReference, referenceItem, referenceKey, type RoleRecord } from '../reference/reference.ts';

/** Built-in ids end well below this; custom roles are numbered 101, 102… */
export const CUSTOM_ROLE_ID_BASE = 100;

export const isBuiltInRole = (id: number) => ROLE_BY_ID.has(id);

/** Every role, fresh from the table (a writer must not decide on a cached list). */
export async function currentRoles(): Promise<RoleRecord[]> {
  forgetReference('ROLE');
  return (await listReference('ROLE')).sort((a, b) => a.id - b.id);
}

/** "Regional Lead (East)" → "regional_lead_east"; a taken slug gets _2, _3… */
export function slugFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'role';
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}_${n}`;
  return slug;
}

export async function createRole(name: string, existing: readonly RoleRecord[]): Promise<RoleRecord> {
  const role: RoleRecord = {
    id: CUSTOM_ROLE_ID_BASE + (await nextId('role')),
    slug: slugFor(name, new Set(existing.map((r) => r.slug))),
    name,
    hide: false,
    deleted_at: null,
  };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: referenceItem('ROLE', role), ConditionExpression: 'attribute_not_exists(PK)' }),
  );
  forgetReference('ROLE');
  return role;
}

/** Rewrites a role (its name or its deleted_at); false when it no longer exists. */
export async function saveRole(role: RoleRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: referenceItem('ROLE', role), ConditionExpression: 'attribute_exists(PK)' }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  } finally {
    forgetReference('ROLE');
  }
}

export async function deleteRole(role: RoleRecord): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: referenceKey('ROLE', role) }));
  forgetReference('ROLE');
}
