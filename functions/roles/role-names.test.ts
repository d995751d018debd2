import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { ROLE_RECORDS } from '../../scripts/seed/reference-data.ts';
import { putAll } from '../data/table/batch.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { handler } from './handler.ts';

useTestTable();
beforeAll(() => putAll(ROLE_RECORDS.map((r) => referenceItem('ROLE', r))));

describe('POST /api/role/get/names', () => {
  it('names the roles asked for and ignores unknown slugs', async () => {
    const token = await sessionToken(1, ['participant']);
    const result = await handler(apiEvent('POST /api/role/get/names', { token, body: { slugs: ['coach', 'state_coordinator', 'nope'] } }));
    expect(parseBody(result)).toEqual({
      roles: [
        { id: 9, slug: 'state_coordinator', name: 'State Coordinator' },
        { id: 11, slug: 'coach', name: 'Coach' },
      ],
    });
  });

  it('validates the body', async () => {
    const token = await sessionToken(1, ['participant']);
    expect((await handler(apiEvent('POST /api/role/get/names', { token, body: { slugs: 'coach' } }))).statusCode).toBe(422);
  });
});
