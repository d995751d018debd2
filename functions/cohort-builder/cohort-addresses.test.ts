/**
 * The cohort form's links (issue 30): the folder link, the webinar URL and the evaluation links are
 * opened by people from the dashboard and the roster, so a save takes http(s) addresses only; a
 * `javascript:` or `data:` address is refused with 422 naming the field, and nothing is saved.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CohortForEdit, CohortFormValues, CohortSaved } from '../../shared/cohort-builder/form.types.ts';
import type { CohortListResponse } from '../../shared/cohort-builder/list.types.ts';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import { COURSES, DELIVERY_MODELS, STATES } from '../../scripts/seed/reference-data.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { newUserItems, type UserRecord } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
let token = '';

beforeAll(async () => {
  const at = new Date().toISOString();
  const admin: UserRecord = {
    ...testAccount('ada.admin', { roles: [1] }),
    id: 1,
    version: 1,
    created_at: at,
    updated_at: at,
    login_at: null,
  };
  await putAll([
    ...newUserItems(admin),
    ...COURSES.map((c) => referenceItem('COURSE', c)),
    ...DELIVERY_MODELS.map((m) => referenceItem('DELIVERY_MODEL', m)),
    ...STATES.map((s) => referenceItem('STATE', s)),
  ]);
  token = await sessionToken(1, ['administrator'], 'ada.admin');
}, 120_000);

const cohort = (over: Record<string, unknown>) => ({
  name: 'Links cohort',
  course_id: COURSES[0].id,
  delivery_model_id: DELIVERY_MODELS[0].id,
  state_id: 1,
  orientation: {},
  ...over,
});
const post = (body: unknown) => handler(apiEvent('POST /api/cohort', { token, body }));
const cohortCount = async () =>
  parseBody<CohortListResponse>(await handler(apiEvent('GET /api/cohort-builder/cohorts', { token }))).totalCohorts;

describe('the cohort form’s links', () => {
  it.each([
    ['link_folder', { link_folder: 'javascript:alert(document.cookie)' }, 'Folder link'],
    ['webinar_url', { meeting: { webinar_url: 'data:text/html,<script>alert(1)</script>' } }, 'Webinar URL'],
    ['webinar_url, letters mixed', { meeting: { webinar_url: ' JaVaScRiPt:alert(1)' } }, 'Webinar URL'],
    ['an evaluation link', { orientation: { url_unit_evaluation: 'javascript:alert(1)' } }, 'Evaluation link'],
    ['an address without a scheme', { link_folder: '//evil.example/x' }, 'Folder link'],
  ])('refuses %s that is not http(s), naming the field, and saves nothing', async (_case, over, label) => {
    const before = await cohortCount();
    const result = await post(cohort(over));
    expect(result.statusCode, result.body).toBe(422);
    expect(parseBody<{ message: string }>(result).message).toBe(COHORT_TEXT.addressInvalid(label));
    expect(await cohortCount()).toBe(before);
  });

  it('saves http(s) addresses as typed', async () => {
    const links = {
      link_folder: 'https://drive.example.org/folders/7',
      meeting: { webinar_url: 'http://zoom.example.org/j/1?pwd=x', platform: null, meeting_id: null, password_meeting: null },
    } satisfies Partial<CohortFormValues>;
    const result = await post(cohort(links));
    expect(result.statusCode, result.body).toBe(200);
    const { id } = parseBody<CohortSaved>(result);
    const read = await handler(apiEvent('GET /api/cohort/{id}', { token, params: { id: String(id) } }));
    expect(parseBody<CohortForEdit>(read).values).toMatchObject(links);
  });
});
