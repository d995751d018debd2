import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody, type TestRequest } from '../../test/integration/events.ts';
import { demoSessionToken, sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import type { RouteKey } from '../../shared/api/routes.ts';
import type { AdminMessageListResponse, AdminMessageSavedResponse, AdminMessageType } from '../../shared/messages/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { MESSAGE_ADMIN_TEXT } from '../../shared/messages/texts.ts';
import { getMessage, MessageChangedError, saveMessage } from '../data/content/messages.ts';
import { findUserIdByLogin, getUser } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
const today = '2026-11-18';

let senior: string;
let seniorId: number;
let admin: string;
let adminId: number;
let participant: string;

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(`${today}T15:00:00Z`),
    cohorts: 3,
    participantsPerCohort: [3, 4],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 7,
    demoAccounts: true,
  });
  seniorId = (await findUserIdByLogin('senior.admin'))!;
  adminId = (await findUserIdByLogin('admin'))!;
  senior = await sessionToken(seniorId, ['senior_admin', 'administrator'], 'senior.admin');
  admin = await sessionToken(adminId, ['administrator'], 'admin');
  participant = await demoSessionToken('participant', ['participant']);
}, 120_000);

const call = (key: RouteKey, token: string, type: AdminMessageType | string | undefined, request: TestRequest = {}) =>
  handler(apiEvent(key, { token, ...request, query: type ? { type } : undefined }));
const saved = (result: { body?: string }) => parseBody<AdminMessageSavedResponse>(result).item;
const id = (n: number) => ({ params: { id: String(n) } });
const activePopup = async (token: string) =>
  parseBody<{ popup: { id: number } | null }>(await call('GET /api/get-active-logon-popup', token, undefined)).popup;

describe('logon popups (admin tab 6)', () => {
  it('lists the popups newest first with the names of who created and activated them', async () => {
    const { data } = parseBody<AdminMessageListResponse>(await call('GET /api/logon-popup', admin, undefined));
    expect(data.map((m) => m.type)).toEqual(['logon_popup']);
    expect(data[0]).toMatchObject({ headline: 'Welcome to the new portal', active: true });
    const creator = (await getUser(data[0].who_created!))!;
    expect(data[0].names.created).toBe(`${creator.first_name} ${creator.last_name}`);
  });

  it('adds a popup for the participant role, not activated, with its HTML sanitised; activating shows it to participants', async () => {
    const created = await call('POST /api/logon-popup', admin, undefined, {
      body: {
        headline: ' New unit ',
        text: '<p onclick="x()">Unit 3 opens <b>Monday</b><script>alert(1)</script> <a href="javascript:alert(2)">here</a></p>',
        roles: ['participant'],
      },
    });
    expect(created.statusCode).toBe(200);
    const item = saved(created);
    expect(parseBody<AdminMessageSavedResponse>(created).message).toBe(MESSAGE_ADMIN_TEXT.saved);
    expect(item).toMatchObject({
      type: 'logon_popup',
      headline: 'New unit',
      text: '<p>Unit 3 opens <b>Monday</b> <a>here</a></p>',
      roles: ['participant'],
      cohorts: [],
      active: false,
      who_created: adminId,
      who_activated: null,
      activated_at: null,
    });
    expect((await getMessage('logon_popup', item.id))!.text).toBe(item.text);
    expect(await activePopup(participant)).toBeNull();

    const activated = saved(
      await call('PUT /api/logon-popup/{id}', admin, undefined, {
        ...id(item.id),
        body: { headline: 'New unit', text: item.text, roles: ['participant'], active: true },
      }),
    );
    expect(activated).toMatchObject({ active: true, who_activated: adminId, names: { activated: expect.any(String) } });
    expect(activated.activated_at).not.toBeNull();
    expect((await activePopup(participant))?.id).toBe(item.id);

    // The list's delete toggles the active flag, recording who and when.
    const off = await call('DELETE /api/logon-popup/{id}', senior, undefined, id(item.id));
    expect(parseBody<AdminMessageSavedResponse>(off).message).toBe(MESSAGE_ADMIN_TEXT.deactivated);
    expect(saved(off)).toMatchObject({ active: false, who_deactivated: seniorId, who_activated: adminId });
    expect(saved(off).de_activated_at).not.toBeNull();
    expect(await activePopup(participant)).toBeNull();
    const on = await call('DELETE /api/logon-popup/{id}', admin, undefined, id(item.id));
    expect([parseBody<AdminMessageSavedResponse>(on).message, saved(on).active, saved(on).who_activated]).toEqual([
      MESSAGE_ADMIN_TEXT.activated,
      true,
      adminId,
    ]);

    // Deleted for good.
    const deleted = await call('DELETE /api/logon-popup/delete/{id}', admin, undefined, id(item.id));
    expect(parseBody(deleted)).toEqual({ message: MESSAGE_ADMIN_TEXT.deleted, id: item.id });
    expect(await getMessage('logon_popup', item.id)).toBeUndefined();
    expect(await activePopup(participant)).toBeNull();
    expect((await call('DELETE /api/logon-popup/delete/{id}', admin, undefined, id(item.id))).statusCode).toBe(404);
    expect((await call('DELETE /api/logon-popup/{id}', admin, undefined, id(item.id))).statusCode).toBe(404);
  });

  it('needs a title and some text, and roles from the list; nothing is saved otherwise', async () => {
    const before = parseBody<AdminMessageListResponse>(await call('GET /api/logon-popup', admin, undefined)).data.length;
    const cases: Array<[object, string]> = [
      [{ headline: '  ', text: '<p>x</p>' }, MESSAGE_ADMIN_TEXT.titleRequired],
      [{ text: '<p>x</p>' }, MESSAGE_ADMIN_TEXT.titleRequired],
      [{ headline: 'T', text: '<p><br></p><script>alert(1)</script>' }, MESSAGE_ADMIN_TEXT.textRequired],
      [{ headline: 'T' }, MESSAGE_ADMIN_TEXT.textRequired],
      [{ headline: 'T', text: '<p>x</p>', roles: ['participant', 'wizard'] }, MESSAGE_ADMIN_TEXT.unknownRoles],
    ];
    for (const [body, message] of cases) {
      const result = await call('POST /api/logon-popup', admin, undefined, { body });
      expect([result.statusCode, parseBody(result).message]).toEqual([422, message]);
    }
    expect(parseBody<AdminMessageListResponse>(await call('GET /api/logon-popup', admin, undefined)).data.length).toBe(before);
    expect((await call('GET /api/logon-popup', admin, 'popups')).statusCode).toBe(422);
  });

  it('an edit cannot overwrite a change saved since it was read', async () => {
    const item = saved(await call('POST /api/logon-popup', admin, undefined, { body: { headline: 'A', text: '<p>a</p>' } }));
    const stored = (await getMessage('logon_popup', item.id))!;
    await call('PUT /api/logon-popup/{id}', admin, undefined, { ...id(item.id), body: { headline: 'B', text: '<p>b</p>' } });
    await expect(saveMessage({ ...stored, headline: 'stale' }, stored.updated_at)).rejects.toBeInstanceOf(MessageChangedError);
    expect((await getMessage('logon_popup', item.id))!.headline).toBe('B');
  });

  it('is refused to non-administrators', async () => {
    expect((await call('GET /api/logon-popup', participant, undefined)).statusCode).toBe(403);
    expect((await call('POST /api/logon-popup', participant, undefined, { body: { headline: 'x', text: 'x' } })).statusCode).toBe(403);
  });
});

describe('participant notifications and portal banners (admin tabs 7 and 8, senior admin)', () => {
  it('a banner targets roles and cohorts (named in the list) and has no title', async () => {
    const result = await call('POST /api/logon-popup', senior, 'portal_banner', {
      body: { headline: 'ignored', text: '<p>Cohort news</p>', roles: ['coach'], cohorts: [2, 3] },
    });
    const item = saved(result);
    // Spec 02 §6: popups and banners can target roles (the roles were dropped before issue 11).
    expect(item).toMatchObject({ type: 'portal_banner', headline: null, roles: ['coach'], active: false });
    const unknownRole = await call('POST /api/logon-popup', senior, 'portal_banner', {
      body: { text: '<p>x</p>', roles: ['no_such_role'] },
    });
    expect([unknownRole.statusCode, parseBody(unknownRole).message]).toEqual([422, MESSAGE_ADMIN_TEXT.unknownRoles]);
    const edited = saved(
      await call('PUT /api/logon-popup/{id}', senior, 'portal_banner', {
        ...id(item.id),
        body: { text: '<p>Cohort news</p>', roles: [], cohorts: [2] },
      }),
    );
    expect(edited).toMatchObject({ roles: [] });
    expect(edited.cohorts.map((c) => c.id)).toEqual([2]);
    expect(item.cohorts.map((c) => c.id)).toEqual([2, 3]);
    expect(item.cohorts.every((c) => c.name.length > 0 && !c.name.startsWith('Cohort '))).toBe(true);
    const unknown = await call('POST /api/logon-popup', senior, 'portal_banner', { body: { text: '<p>x</p>', cohorts: [99999] } });
    expect([unknown.statusCode, parseBody(unknown).message]).toEqual([422, MESSAGE_ADMIN_TEXT.unknownCohorts]);
    const { data } = parseBody<AdminMessageListResponse>(await call('GET /api/logon-popup', senior, 'portal_banner'));
    expect(data[0].id).toBe(item.id);
    expect(data.every((m) => m.type === 'portal_banner')).toBe(true);
  });

  it('a notification has a title and goes to participants (no role choice)', async () => {
    const item = saved(
      await call('POST /api/logon-popup', senior, 'participant_notification', {
        body: { headline: 'Survey', text: '<p>Please answer</p>', roles: ['coach'] },
      }),
    );
    expect(item).toMatchObject({ type: 'participant_notification', headline: 'Survey', roles: [], active: false });
  });

  it('an administrator gets 403 on every call of these two types', async () => {
    for (const type of ['participant_notification', 'portal_banner']) {
      const calls: Array<[RouteKey, TestRequest]> = [
        ['GET /api/logon-popup', {}],
        ['POST /api/logon-popup', { body: { headline: 'x', text: '<p>x</p>' } }],
        ['PUT /api/logon-popup/{id}', { ...id(1), body: { headline: 'x', text: '<p>x</p>' } }],
        ['DELETE /api/logon-popup/{id}', id(1)],
        ['DELETE /api/logon-popup/delete/{id}', id(1)],
      ];
      for (const [key, request] of calls) {
        const result = await call(key, admin, type, request);
        expect([key, type, result.statusCode, parseBody(result).message]).toEqual([key, type, 403, MESSAGES.forbidden]);
      }
    }
    expect((await getMessage('portal_banner', 1))!.active).toBe(true);
  });
});
