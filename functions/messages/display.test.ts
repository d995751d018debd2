import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import { cohortItems } from '../data/cohorts/cohorts.ts';
import { messageItem, type MessageRecord } from '../data/content/messages.ts';
import { handler } from './handler.ts';

useTestTable();

const message = (id: number, type: MessageRecord['type'], extra: Partial<MessageRecord> = {}): MessageRecord => ({
  id,
  type,
  headline: `Headline ${id}`,
  text: `<p>Text ${id}</p>`,
  active: true,
  roles: [],
  cohorts: [],
  who_created: 1,
  created_at: `2026-11-0${id % 9}T10:00:00.000Z`,
  who_activated: 1,
  activated_at: `2026-11-0${id % 9}T10:00:00.000Z`,
  who_deactivated: null,
  de_activated_at: null,
  who_updated: 1,
  updated_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});

type Popup = { popup: { id: number; headline: string; text: string; roles: { slug: string }[] } | null };

beforeAll(async () => {
  await putAll([
    messageItem(message(1, 'portal_banner', { headline: null })),
    messageItem(message(2, 'portal_banner', { headline: null, cohorts: [77], activated_at: '2026-11-09T10:00:00.000Z' })),
    messageItem(message(3, 'logon_popup', { roles: ['facilitator_national'] })),
    messageItem(message(4, 'logon_popup', { roles: [], active: false })),
    messageItem(message(5, 'logon_popup', { roles: [], activated_at: '2026-11-02T10:00:00.000Z' })),
    messageItem(message(6, 'participant_notification')),
    // Banners for roles: coaches everywhere; national facilitators of cohort 77 only.
    messageItem(message(7, 'portal_banner', { headline: null, roles: ['coach'], activated_at: '2026-11-10T10:00:00.000Z' })),
    messageItem(
      message(8, 'portal_banner', {
        headline: null,
        roles: ['facilitator_national'],
        cohorts: [77],
        activated_at: '2026-11-11T10:00:00.000Z',
      }),
    ),
    cohortItems.member({
      cohort_id: 77,
      user_id: 23,
      alp_status: null,
      alp_form: false,
      alp_replies_count: 0,
      alp_comments_count: 0,
      joined_at: '2026-01-01T00:00:00Z',
    }),
    cohortItems.member({
      cohort_id: 77,
      user_id: 21,
      alp_status: null,
      alp_form: false,
      alp_replies_count: 0,
      alp_comments_count: 0,
      joined_at: '2026-01-01T00:00:00Z',
    }),
  ]);
});

describe('portal banner', () => {
  it('shows the newest active banner meant for everyone or for one of my cohorts', async () => {
    const member = await sessionToken(21, ['participant']);
    const other = await sessionToken(22, ['participant']);
    expect(parseBody(await handler(apiEvent('GET /api/portal_banners', { token: member })))).toEqual({
      show_banner: true,
      banner_for_show: { id: 2, text: '<p>Text 2</p>' },
    });
    expect(parseBody(await handler(apiEvent('GET /api/portal_banners', { token: other })))).toEqual({
      show_banner: true,
      banner_for_show: { id: 1, text: '<p>Text 1</p>' },
    });
  });
});

describe('portal banners for roles (spec 02 §6)', () => {
  const bannerOf = async (userId: number, roles: string[]) =>
    parseBody<{ banner_for_show: { id: number } | null }>(
      await handler(apiEvent('GET /api/portal_banners', { token: await sessionToken(userId, roles) })),
    ).banner_for_show?.id;

  it('shows a banner with roles only to people holding one of them', async () => {
    expect(await bannerOf(24, ['coach'])).toBe(7);
    expect(await bannerOf(25, ['participant', 'coach'])).toBe(7);
    expect(await bannerOf(22, ['participant'])).toBe(1);
  });

  it('with roles and cohorts, only to the people of those cohorts holding one of the roles', async () => {
    expect(await bannerOf(23, ['facilitator_national'])).toBe(8);
    // The role without the cohort, the cohort without the role.
    expect(await bannerOf(26, ['facilitator_national'])).toBe(1);
    expect(await bannerOf(21, ['participant'])).toBe(2);
  });
});

describe('logon popups and participant notifications', () => {
  it('targets popups by role and hides inactive ones', async () => {
    const facilitator = await sessionToken(31, ['facilitator_national']);
    const coach = await sessionToken(32, ['coach']);
    expect(parseBody<Popup>(await handler(apiEvent('GET /api/get-active-logon-popup', { token: facilitator }))).popup?.id).toBe(3);
    expect(parseBody<Popup>(await handler(apiEvent('GET /api/get-active-logon-popup', { token: coach }))).popup?.id).toBe(5);
  });

  it("'never' hides a popup for good, 'tomorrow' until the next New York day, 'later' is the browser's", async () => {
    const token = await sessionToken(41, ['coach']);
    const popup = async () => parseBody<Popup>(await handler(apiEvent('GET /api/get-active-logon-popup', { token }))).popup?.id ?? null;
    const act = (action: string, id: number) =>
      handler(apiEvent('POST /api/set-action-logon-popup', { token, body: { action, logon_popup_id: id } }));

    expect(parseBody(await act('later', 5))).toEqual({ saved: false });
    expect(await popup()).toBe(5);
    const tomorrow = parseBody<{ saved: boolean; until: string }>(await act('tomorrow', 5));
    expect(tomorrow.saved).toBe(true);
    expect(new Date(tomorrow.until).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(tomorrow.until).getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600_000);
    expect(await popup()).toBeNull();

    const other = await sessionToken(42, ['coach']);
    await handler(apiEvent('POST /api/set-action-logon-popup', { token: other, body: { action: 'never', logon_popup_id: 5 } }));
    expect(parseBody<Popup>(await handler(apiEvent('GET /api/get-active-logon-popup', { token: other }))).popup).toBeNull();

    const bad = await act('sometimes', 5);
    expect(bad.statusCode).toBe(422);
  });

  it('shows the participant notification to participants only', async () => {
    const participant = await sessionToken(51, ['participant']);
    const manager = await sessionToken(52, ['nisl_manager']);
    const ask = (token: string) =>
      handler(apiEvent('GET /api/get-active-logon-popup', { token, query: { type: 'participant_notification' } }));
    expect(parseBody<Popup>(await ask(participant)).popup).toMatchObject({ id: 6, headline: 'Headline 6' });
    expect(parseBody<Popup>(await ask(manager)).popup).toBeNull();
  });
});
