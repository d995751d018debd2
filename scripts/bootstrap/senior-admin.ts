/**
 * The first senior admin of a deployed portal (the cloud never gets demo accounts): writes the
 * base reference data that does not exist yet (roles, job functions, meeting types; settings
 * need no item: one never saved has its default, data/content/settings.ts)
 * and creates the account with a generated password that meets the administrator policy.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import { generatePassword, hashPassword } from '../../functions/services/passwords.ts';
import { db, tableName } from '../../functions/data/table/client.ts';
import { referenceItem, type ReferenceKind, type ReferenceKinds } from '../../functions/data/reference/reference.ts';
import { addPasswordHistory, createUser, newUser, type UserRecord } from '../../functions/data/users/users.ts';
import { JOB_FUNCTIONS, MEETING_TYPES, ROLE_RECORDS } from '../seed/reference-data.ts';

async function putIfMissing<K extends ReferenceKind>(kind: K, items: ReferenceKinds[K][]): Promise<number> {
  let written = 0;
  for (const item of items) {
    try {
      await db().send(
        new PutCommand({ TableName: tableName(), Item: referenceItem(kind, item), ConditionExpression: 'attribute_not_exists(PK)' }),
      );
      written += 1;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return written;
}

export async function bootstrapSeniorAdmin(
  opts: { username: string; email: string; firstName: string; lastName: string },
  now = new Date(),
): Promise<{ user: UserRecord; password: string; referenceItemsWritten: number }> {
  const referenceItemsWritten =
    (await putIfMissing('ROLE', ROLE_RECORDS)) +
    (await putIfMissing('JOB_FUNCTION', JOB_FUNCTIONS)) +
    (await putIfMissing('MEETING_TYPE', MEETING_TYPES));
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const user = await createUser(
    newUser(
      {
        username: opts.username,
        email: opts.email,
        passwordHash,
        first_name: opts.firstName,
        last_name: opts.lastName,
        job_title: 'Senior Administrator',
        notes: 'Created by npm run bootstrap-admin',
        internal: true,
        roles: [ROLE_BY_SLUG.senior_admin.id, ROLE_BY_SLUG.administrator.id],
      },
      now.toISOString(),
    ),
    now,
  );
  await addPasswordHistory(user.id, passwordHash, now);
  return { user, password, referenceItemsWritten };
}
