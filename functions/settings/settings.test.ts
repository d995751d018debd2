import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody, type TestRequest } from '../../test/integration/events.ts';
import { demoSessionToken, sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import type { SettingSavedAnswer, SettingsListAnswer } from '../../shared/settings/types.ts';
import { HELPDESK } from '../../shared/texts/helpdesk.ts';
import { SETTING_DEFINITIONS, SETTING_KEYS, SETTING_TEXT, SETTINGS_CACHE_MS, SETTINGS_PAGE_SIZE } from '../../shared/settings/texts.ts';
import { putAll } from '../data/table/batch.ts';
import { configureSettingsCache, settingEntity } from '../data/content/settings.ts';
import { findUserIdByLogin, getUser } from '../data/users/users.ts';
import { handler as authHandler } from '../auth/handler.ts';
import { handler as integrationsHandler } from '../integrations/handler.ts';
import { handler as lookupsHandler } from '../lookups/handler.ts';
import { handler as messagesHandler } from '../messages/handler.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { handler } from './handler.ts';

useTestTable();
const today = '2026-11-18';

let senior: string;
let seniorId: number;
let admin: string;
let participant: string;

/** The settings reader's clock: moved by hand to pass the cache window. */
let clock = Date.now();

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(`${today}T15:00:00Z`),
    cohorts: 1,
    participantsPerCohort: [2, 2],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 3,
    demoAccounts: true,
  });
  seniorId = (await findUserIdByLogin('senior.admin'))!;
  senior = await sessionToken(seniorId, ['senior_admin', 'administrator'], 'senior.admin');
  admin = await demoSessionToken('admin', ['administrator']);
  participant = await demoSessionToken('participant', ['participant']);
  configureSettingsCache({ windowMs: SETTINGS_CACHE_MS, now: () => clock });
}, 120_000);

afterAll(() => configureSettingsCache({ windowMs: SETTINGS_CACHE_MS, now: () => Date.now() }));

const list = (token: string, query: Record<string, string> = {}) => handler(apiEvent('GET /api/get_settings_list', { token, query }));
const update = (token: string, body: TestRequest['body']) => handler(apiEvent('POST /api/update_setting', { token, body }));
const keepAlive = () => authHandler(apiEvent('GET /api/keepalive', { token: senior }));

describe('GET /api/get_settings_list (admin tab 18)', () => {
  it('lists every setting with its seeded default, 10 a page', async () => {
    const result = await list(senior);
    expect(result.statusCode).toBe(200);
    const page = parseBody<SettingsListAnswer>(result);
    expect(page).toMatchObject({ total: SETTING_DEFINITIONS.length, current_page: 1, per_page: SETTINGS_PAGE_SIZE, last_page: 1 });
    expect(page.data.map((row) => row.key)).toEqual(SETTING_DEFINITIONS.map((d) => d.key));
    const byKey = new Map(page.data.map((row) => [row.key, row]));
    expect(byKey.get(SETTING_KEYS.maintenance)).toMatchObject({ type: 'boolean', value: 'false', who_update: null });
    expect(byKey.get(SETTING_KEYS.maintenanceUrl)).toMatchObject({ type: 'url', value: '/maintenance.html' });
    expect(byKey.get(SETTING_KEYS.helpdeskEmail)).toMatchObject({ type: 'value', value: HELPDESK.email });
    expect(byKey.get(SETTING_KEYS.sabaSsoUrl)?.value).toBeTruthy();
  });

  it('pages and searches', async () => {
    const third = parseBody<SettingsListAnswer>(await list(senior, { page: '3', per_page: '3' }));
    expect(third).toMatchObject({ total: SETTING_DEFINITIONS.length, current_page: 3, per_page: 3, last_page: 3 });
    expect(third.data.map((row) => row.key)).toEqual(SETTING_DEFINITIONS.slice(6, 9).map((d) => d.key));
    const helpdesk = parseBody<SettingsListAnswer>(await list(senior, { search: 'HELPDESK' }));
    expect(helpdesk.data.map((row) => row.key)).toEqual([
      SETTING_KEYS.helpdeskEmail,
      SETTING_KEYS.helpdeskPhone,
      SETTING_KEYS.helpdeskHours,
    ]);
    expect(helpdesk.total).toBe(3);
    const none = parseBody<SettingsListAnswer>(await list(senior, { search: 'no such setting' }));
    expect(none).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('is for senior admins only', async () => {
    expect((await list(admin)).statusCode).toBe(403);
    expect((await list(participant)).statusCode).toBe(403);
  });
});

describe('POST /api/update_setting', () => {
  const refused = async (body: TestRequest['body'], message: string) => {
    const result = await update(senior, body);
    expect(result.statusCode).toBe(422);
    expect(parseBody<{ message: string }>(result).message).toBe(message);
  };

  it('requires a value for a plain value', async () => {
    await refused({ key: SETTING_KEYS.helpdeskPhone, value: '' }, SETTING_TEXT.valueRequired);
    await refused({ key: SETTING_KEYS.helpdeskPhone, value: '   ' }, SETTING_TEXT.valueRequired);
    await refused({ key: SETTING_KEYS.helpdeskPhone }, SETTING_TEXT.valueRequired);
  });

  it('takes only http(s) addresses (or a path on the portal) for an address', async () => {
    await refused({ key: SETTING_KEYS.sabaSsoUrl, value: 'ftp://sso.example.org/' }, SETTING_TEXT.urlInvalid);
    await refused({ key: SETTING_KEYS.sabaSsoUrl, value: 'javascript:alert(1)' }, SETTING_TEXT.urlInvalid);
    await refused({ key: SETTING_KEYS.maintenanceUrl, value: '//evil.example.org/' }, SETTING_TEXT.urlInvalid);
    await refused({ key: SETTING_KEYS.veoUrl, value: '' }, SETTING_TEXT.valueRequired);
  });

  it('takes only true or false for a switch, and refuses an unknown setting', async () => {
    await refused({ key: SETTING_KEYS.maintenance, value: 'yes' }, SETTING_TEXT.booleanInvalid);
    await refused({ key: SETTING_KEYS.maintenance, value: '' }, SETTING_TEXT.booleanInvalid);
    await refused({ key: 'survey_source', value: 'https://x.example.org' }, SETTING_TEXT.unknownSetting);
  });

  it('saves a value with who saved it, and the list shows it', async () => {
    const result = await update(senior, { key: SETTING_KEYS.helpdeskPhone, value: ' (202) 555-0199 ' });
    expect(result.statusCode).toBe(200);
    const saved = parseBody<SettingSavedAnswer>(result);
    const me = (await getUser(seniorId))!;
    expect(saved.message).toBe(SETTING_TEXT.saved);
    expect(saved.setting).toMatchObject({ key: SETTING_KEYS.helpdeskPhone, value: '(202) 555-0199', updated_by: seniorId });
    expect(saved.setting.who_update).toBe(`${me.first_name} ${me.last_name}`);
    const row = parseBody<SettingsListAnswer>(await list(senior, { search: 'phone' })).data[0];
    expect(row).toMatchObject({ value: '(202) 555-0199', who_update: saved.setting.who_update, updated_at: saved.setting.updated_at });

    const url = await update(senior, { key: SETTING_KEYS.veoUrl, value: 'https://veo.example.org/frame' });
    expect(parseBody<SettingSavedAnswer>(url).setting.value).toBe('https://veo.example.org/frame');
    const switched = await update(senior, { key: SETTING_KEYS.maintenance, value: false });
    expect(parseBody<SettingSavedAnswer>(switched).setting.value).toBe('false');
  });

  it('takes for a choice only one of its options, the rows of its table, and the default-course lookup answers the saved one', async () => {
    const defaultCourse = () => lookupsHandler(apiEvent('GET /api/courses/get/default-course', { token: participant }));
    const before = parseBody<SettingsListAnswer>(await list(senior, { search: 'default course' })).data[0];
    expect(before).toMatchObject({ key: SETTING_KEYS.defaultCourse, type: 'choice', table_key: 'COURSE', value: '10' });
    const options = before.optionsSelector ?? [];
    expect(options.map((o) => o.value)).toContain('10');
    expect(options.map((o) => o.label)).toEqual(options.map((o) => o.label).sort((a, b) => a.localeCompare(b)));
    for (const value of ['999999', '', 'Course 10']) await refused({ key: SETTING_KEYS.defaultCourse, value }, SETTING_TEXT.notAnOption);
    expect(parseBody<SettingsListAnswer>(await list(senior, { search: 'default course' })).data[0]).toMatchObject({
      value: '10',
      who_update: null,
    });
    const other = options.find((o) => o.value !== '10')!;
    const saved = await update(senior, { key: SETTING_KEYS.defaultCourse, value: other.value });
    expect(saved.statusCode).toBe(200);
    expect(parseBody<SettingSavedAnswer>(saved).setting).toMatchObject({ value: other.value, optionsSelector: options });
    expect(parseBody<{ default_course: number }>(await defaultCourse())).toEqual({ default_course: Number(other.value) });
  });

  it('is for senior admins only', async () => {
    const body = { key: SETTING_KEYS.maintenance, value: 'true' };
    expect((await update(admin, body)).statusCode).toBe(403);
    expect((await update(participant, body)).statusCode).toBe(403);
    expect(parseBody<SettingsListAnswer>(await list(senior, { search: 'maintenance mode' })).data[0].value).toBe('false');
  });
});

describe('maintenance mode reaches the keep-alive', () => {
  const maintenance = (value: string) =>
    settingEntity.item({
      key: SETTING_KEYS.maintenance,
      value,
      updated_at: new Date().toISOString(),
      updated_by: seniorId,
      updated_by_name: 'x',
    });

  it('at once in the Lambda that saved it', async () => {
    expect((await keepAlive()).headers).not.toHaveProperty('maintenance');
    expect((await update(senior, { key: SETTING_KEYS.maintenance, value: 'true' })).statusCode).toBe(200);
    expect((await keepAlive()).headers?.maintenance).toBe('/maintenance.html');
    expect((await update(senior, { key: SETTING_KEYS.maintenanceUrl, value: 'https://status.example.org/' })).statusCode).toBe(200);
    expect((await keepAlive()).headers?.maintenance).toBe('https://status.example.org/');
    expect((await update(senior, { key: SETTING_KEYS.maintenance, value: 'false' })).statusCode).toBe(200);
    expect((await keepAlive()).headers).not.toHaveProperty('maintenance');
  });

  it('in another Lambda once its cache window has passed', async () => {
    expect((await keepAlive()).headers).not.toHaveProperty('maintenance'); // this Lambda's copy: off
    await putAll([maintenance('true')]); // saved by another Lambda
    clock += SETTINGS_CACHE_MS - 1;
    expect((await keepAlive()).headers).not.toHaveProperty('maintenance');
    clock += 1;
    expect((await keepAlive()).headers?.maintenance).toBe('https://status.example.org/');
    await putAll([maintenance('false')]);
    clock += SETTINGS_CACHE_MS;
    expect((await keepAlive()).headers).not.toHaveProperty('maintenance');
  });
});

describe('maintenance mode closes the API to all but senior admins (issue 34)', () => {
  const banners = (token: string) => messagesHandler(apiEvent('GET /api/portal_banners', { token }));

  it('answers 503 with the maintenance header to signed-in calls while it is on; keep-alive, sign-in and senior admins pass', async () => {
    expect((await banners(participant)).statusCode).toBe(200);
    expect((await update(senior, { key: SETTING_KEYS.maintenance, value: 'true' })).statusCode).toBe(200);
    try {
      for (const token of [participant, admin]) {
        const closed = await banners(token);
        expect(closed.statusCode).toBe(503);
        expect(closed.headers?.maintenance).toBe('https://status.example.org/');
        expect(parseBody(closed)).toEqual({ message: MESSAGES.underMaintenance, maintenance: 'https://status.example.org/' });
      }
      expect((await banners(senior)).statusCode).toBe(200);
      const kept = await authHandler(apiEvent('GET /api/keepalive', { token: participant }));
      expect(kept.statusCode).toBe(200);
      expect(kept.headers?.maintenance).toBe('https://status.example.org/');
      const signIn = await authHandler(apiEvent('POST /api/login', { body: { username: 'senior.admin', password: 'wrong-password-1' } }));
      expect(signIn.statusCode).not.toBe(503);
    } finally {
      expect((await update(senior, { key: SETTING_KEYS.maintenance, value: 'false' })).statusCode).toBe(200);
    }
    expect((await banners(participant)).statusCode).toBe(200);
  });
});

describe('the external addresses come from the settings', () => {
  it("Saba single sign-on answers the saved address with the person's token", async () => {
    expect((await update(senior, { key: SETTING_KEYS.sabaSsoUrl, value: 'https://sso.example.org/login?from=portal' })).statusCode).toBe(
      200,
    );
    const result = await integrationsHandler(
      apiEvent('GET /api/getModernSignalToken/{username}', { token: senior, params: { username: 'senior.admin' } }),
    );
    expect(result.statusCode).toBe(200);
    const address = new URL(parseBody<{ urlSabaSSO: string }>(result).urlSabaSSO);
    expect(`${address.origin}${address.pathname}`).toBe('https://sso.example.org/login');
    expect(address.searchParams.get('from')).toBe('portal');
    expect(address.searchParams.get('token')).toBeTruthy();
  });
});
