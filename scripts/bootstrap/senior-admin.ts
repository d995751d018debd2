/**
 * The first senior admin of a deployed portal (the cloud never gets demo accounts): writes the
 * base reference data that does not exist yet (roles, job functions, meeting types; settings
 * need no item: one never saved has its default, data/content/settings.ts)
 * and creates the account with a generated password that meets the administrator policy.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DEFAULT_COURSE_ID } from '../../shared/constants.ts';
import { ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import { generatePassword, hashPassword } from '../../functions/services/passwords.ts';
import { db, tableName } from '../../functions/data/table/client.ts';
import { referenceItem, type ReferenceKind, type ReferenceKinds } from '../../functions/data/reference/reference.ts';
import { addPasswordHistory, createUser, type UserRecord } from '../../functions/data/users/users.ts';
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
    {
      username: opts.username,
      email: opts.email,
      passwordHash,
      honorific: null,
      first_name: opts.firstName,
      last_name: opts.lastName,
      email_assign: 'work',
      phone: null,
      phone_extension: null,
      job_title: 'Senior Administrator',
      job_function: [],
      address1: null,
      address2: null,
      city: null,
      zip: null,
      state_id: null,
      district_id: null,
      school_id: null,
      school_name: null,
      ppid: null,
      iu: null,
      notes: 'Created by npm run bootstrap-admin',
      status: 'active',
      internal: true,
      roles: [ROLE_BY_SLUG.senior_admin.id, ROLE_BY_SLUG.administrator.id],
      courses: [DEFAULT_COURSE_ID],
      default_course: DEFAULT_COURSE_ID,
      state_coordinator: false,
      states_coordinator: [],
      staff_contractor: 'staff',
      certifications: [],
      avatar: null,
      can_shared_alps: false,
      can_shared_pis: false,
      first_time: true,
      required_data: true,
      password_changed_at: now.toISOString(),
      created_by: null,
      updated_by: null,
    },
    now,
  );
  await addPasswordHistory(user.id, passwordHash, now);
  return { user, password, referenceItemsWritten };
}
