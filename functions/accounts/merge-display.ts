/** Each compared field of a merge as the comparison shows it: names instead of ids, blank as ''. */
import { ROLES } from '../../shared/auth/roles.ts';
import { certificationLabel } from '../../shared/cohort-builder/people.texts.ts';
import { formatPhone } from '../../shared/format.ts';
import type { MergeField } from '../../shared/accounts/types.ts';
import { districtsOfState, listReference } from '../data/reference/reference.ts';
import type { UserRecord } from '../data/users/users.ts';

const joined = (parts: ReadonlyArray<string | number | null | undefined>, separator = ', ') =>
  parts.filter((p) => p !== null && p !== undefined && p !== '').join(separator);

async function names(kind: 'COURSE' | 'JOB_FUNCTION' | 'STATE' | 'ROLE', ids: ReadonlyArray<number | null>): Promise<string[]> {
  const known = (await listReference(kind)) as Array<{ id: number; name: string }>;
  return ids
    .filter((id): id is number => id !== null)
    .map((id) => known.find((k) => k.id === id)?.name ?? ROLES.find((r) => kind === 'ROLE' && r.id === id)?.name ?? String(id));
}

export async function describeValue(field: MergeField, user: UserRecord): Promise<string> {
  switch (field) {
    case 'phone':
      return joined([user.phone ? formatPhone(user.phone) : null, user.phone_extension ? `ext. ${user.phone_extension}` : null], ' ');
    case 'job_function':
      return joined(await names('JOB_FUNCTION', user.job_function ?? []));
    case 'address':
      return joined([user.address1, user.address2, user.city, user.zip]);
    case 'location': {
      const [state] = await names('STATE', [user.state_id]);
      const district =
        user.state_id && user.district_id ? (await districtsOfState(user.state_id)).find((d) => d.id === user.district_id)?.name : null;
      return joined([state, district, user.school_name, user.ppid ? `PPID ${user.ppid}` : null, user.iu ? `IU ${user.iu}` : null]);
    }
    case 'roles':
      return joined(await names('ROLE', user.roles ?? []));
    case 'courses': {
      const [bookmark] = await names('COURSE', [user.default_course]);
      return joined([joined(await names('COURSE', user.courses ?? [])), bookmark ? `bookmark: ${bookmark}` : null], '; ');
    }
    case 'certifications':
      // Units of the NISL program the facilitator is certified to teach (shared/cohort-builder/people.texts.ts nislFacts).
      return joined((user.certifications ?? []).map(certificationLabel));
    case 'internal':
      return user.internal ? 'Yes' : 'No';
    default: {
      const value = user[field];
      return value === null || value === undefined ? '' : String(value);
    }
  }
}
