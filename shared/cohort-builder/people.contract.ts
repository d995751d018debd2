/** Contracts of the cohort form's people search and facilitator conflict check (spec 03 §5, §7). */
import * as z from 'zod/mini';
import { ROLES, type RoleSlug } from '../auth/roles.ts';
import { PEOPLE_LISTS } from './people.texts.ts';
import type { CohortPeopleAnswer, FacilitatorCheckAnswer } from './people.types.ts';
import { answer, type Contract } from '../api/contract.ts';

const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const ROLE_SLUGS = ROLES.map((role) => role.slug) as [RoleSlug, ...RoleSlug[]];
const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are YYYY-MM-DD.' }));
const time = z._default(z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Times are HH:mm.' }))), null);
const unitKey = z.string().check(z.regex(/^(all|orientation|\d{1,2}[A-Z]?(-\d{1,2})?)$/, { error: 'Unknown unit.' }));

const peopleSearch = z.object({
  users: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  roles: z._default(z.array(z.enum(ROLE_SLUGS, { error: 'Unknown role.' })).check(z.maxLength(40)), []),
  exclude_users: z._default(z.array(id).check(z.maxLength(1_000)), []),
  list: z._default(z.enum(PEOPLE_LISTS, { error: 'Unknown list.' }), 'participant'),
});

const facilitatorCheck = z.object({
  id_fac: id,
  dates_events: z._default(
    z
      .array(
        z.object({
          unit: z.string().check(z.regex(/^(orientation|\d{1,2}[A-Z]?)$/, { error: 'Unknown unit.' })),
          day: z.number().check(z.int(), z.positive(), z.maximum(31)),
          date,
          start_time: time,
          end_time: time,
        }),
      )
      .check(z.maxLength(400)),
    [],
  ),
  id_cohort: z._default(z.nullable(id), null),
  unit_work: z._default(z.array(unitKey).check(z.maxLength(60)), []),
  delivery: z._default(z.nullable(id), null),
  name: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
});

export const COHORT_PEOPLE_CONTRACTS = {
  'POST /api/user/getUsers/cohort-builder': { body: peopleSearch, answer: answer<CohortPeopleAnswer>() },
  'POST /api/event/validate-schedule-facilitator': { body: facilitatorCheck, answer: answer<FacilitatorCheckAnswer>() },
} satisfies Record<string, Contract>;
