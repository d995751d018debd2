/**
 * The admin side of logon popups, participant notifications and portal banners (spec 02 §2-§4,
 * §7): list, add, update (edit and the Status switch), delete from the list (toggles active) and
 * delete for good. One set of routes serves the three types through `?type=`. The route needs an
 * administrator; notifications and banners are senior-admin tabs, so those types need a senior
 * admin here. Text is sanitised before it is stored; new items start not activated; activating
 * and deactivating record who and when.
 */
import type {
  AdminMessageRow,
  AdminMessageSavedResponse,
  AdminMessageListResponse,
  AdminMessageType,
} from '../../shared/messages/types.ts';
import { allows } from '../../shared/auth/capabilities.ts';
import { MESSAGE_ADMIN_TEXT } from '../../shared/messages/texts.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation, SessionClaims } from '../core/http.ts';
import { cohortFacts } from '../data/cohorts/cohorts.ts';
import { nextId } from '../data/table/counters.ts';
import { deleteMessage, getMessage, listMessages, MessageChangedError, saveMessage, type MessageRecord } from '../data/content/messages.ts';
import { peopleAndCohortNames } from '../data/users/person-names.ts';
import { listReference } from '../data/reference/reference.ts';
import { hasVisibleText, sanitizeRichText } from '../../shared/rich-text.ts';

/** Participant notifications and portal banners are senior-admin tabs (spec 02 §2). */
function checkType(auth: SessionClaims, type: AdminMessageType): void {
  if (type !== 'logon_popup' && !allows('senior_admin', auth.roles)) throw httpError(403, MESSAGES.forbidden);
}

const newestFirst = (a: MessageRecord, b: MessageRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * The rows as the tables show them: names of the people behind who_* and of the banner's cohorts,
 * read together in one BatchGetItem (the list stays within three DynamoDB calls).
 */
async function rows(messages: MessageRecord[]): Promise<AdminMessageRow[]> {
  const people = new Set(
    messages.flatMap((m) => [m.who_created, m.who_activated, m.who_deactivated, m.who_updated]).filter((id): id is number => id !== null),
  );
  const cohortIds = new Set(messages.flatMap((m) => m.cohorts));
  const names = await peopleAndCohortNames(people, cohortIds);
  const nameOf = (id: number | null) => (id === null ? null : (names.people.get(id) ?? null));
  return messages.map((m) => ({
    ...m,
    cohorts: m.cohorts.map((id) => ({ id, name: names.cohorts.get(id) ?? `Cohort ${id}` })),
    names: {
      created: nameOf(m.who_created),
      activated: nameOf(m.who_activated),
      deactivated: nameOf(m.who_deactivated),
      updated: nameOf(m.who_updated),
    },
  }));
}

type MessageInput = { headline?: string | null; text: string; roles: string[]; cohorts: number[] };

/** The fields a type uses, checked: a title for popups and notifications, text, known roles and cohorts. */
async function contentOf(
  type: AdminMessageType,
  input: MessageInput,
): Promise<Pick<MessageRecord, 'headline' | 'text' | 'roles' | 'cohorts'>> {
  const headline = type === 'portal_banner' ? null : (input.headline ?? '').trim();
  if (headline === '') throw httpError(422, MESSAGE_ADMIN_TEXT.titleRequired);
  const text = sanitizeRichText(input.text);
  if (!hasVisibleText(text)) throw httpError(422, MESSAGE_ADMIN_TEXT.textRequired);
  // Popups and banners may target roles (spec 02 §6; none means everyone); notifications go to
  // participants (spec 02 §2: no role selection). Banners may also target cohorts.
  const roles = type === 'participant_notification' ? [] : [...new Set(input.roles)];
  const cohorts = type === 'portal_banner' ? [...new Set(input.cohorts)] : [];
  if (roles.length) {
    const known = new Set((await listReference('ROLE')).map((role) => role.slug));
    if (roles.some((slug) => !known.has(slug))) throw httpError(422, MESSAGE_ADMIN_TEXT.unknownRoles);
  }
  if (cohorts.length && (await cohortFacts(cohorts)).length !== cohorts.length) throw httpError(422, MESSAGE_ADMIN_TEXT.unknownCohorts);
  return { headline, text, roles, cohorts };
}

/** Sets the active flag, recording who activated or deactivated it and when. */
function withActive(message: MessageRecord, active: boolean, actorId: number, at: string): MessageRecord {
  if (message.active === active) return message;
  return active
    ? { ...message, active, who_activated: actorId, activated_at: at }
    : { ...message, active, who_deactivated: actorId, de_activated_at: at };
}

async function existing(type: AdminMessageType, idParam: string): Promise<MessageRecord> {
  const message = await getMessage(type, Number(idParam));
  if (!message) throw httpError(404, MESSAGE_ADMIN_TEXT.notFound);
  return message;
}

async function save(message: MessageRecord, seen: string | null, text: string): Promise<AdminMessageSavedResponse> {
  try {
    await saveMessage(message, seen);
  } catch (error) {
    if (error instanceof MessageChangedError) throw httpError(409, MESSAGE_ADMIN_TEXT.changedMeanwhile);
    throw error;
  }
  const [item] = await rows([message]);
  return { message: text, item };
}

export const listAdminMessages: RouteImplementation<'GET /api/logon-popup'> = async ({ auth, query }) => {
  checkType(auth, query.type);
  const answer: AdminMessageListResponse = { data: await rows((await listMessages(query.type)).sort(newestFirst)) };
  return answer;
};

export const createAdminMessage: RouteImplementation<'POST /api/logon-popup'> = async ({ auth, query, body }) => {
  checkType(auth, query.type);
  const content = await contentOf(query.type, body);
  const at = new Date().toISOString();
  const message: MessageRecord = {
    id: await nextId('message'),
    type: query.type,
    ...content,
    // New items are not activated (spec 02 §4).
    active: false,
    who_created: auth.userId,
    created_at: at,
    who_activated: null,
    activated_at: null,
    who_deactivated: null,
    de_activated_at: null,
    who_updated: auth.userId,
    updated_at: at,
  };
  return save(message, null, MESSAGE_ADMIN_TEXT.saved);
};

export const updateAdminMessage: RouteImplementation<'PUT /api/logon-popup/{id}'> = async ({ auth, query, params, body }) => {
  checkType(auth, query.type);
  const before = await existing(query.type, params.id);
  const content = await contentOf(query.type, body);
  const at = new Date().toISOString();
  const after = withActive(
    { ...before, ...content, who_updated: auth.userId, updated_at: at },
    body.active ?? before.active,
    auth.userId,
    at,
  );
  return save(after, before.updated_at, MESSAGE_ADMIN_TEXT.saved);
};

/** The list's delete (spec 02 §4): toggles the active flag. */
export const toggleAdminMessage: RouteImplementation<'DELETE /api/logon-popup/{id}'> = async ({ auth, query, params }) => {
  checkType(auth, query.type);
  const before = await existing(query.type, params.id);
  const at = new Date().toISOString();
  const after = withActive({ ...before, who_updated: auth.userId, updated_at: at }, !before.active, auth.userId, at);
  return save(after, before.updated_at, after.active ? MESSAGE_ADMIN_TEXT.activated : MESSAGE_ADMIN_TEXT.deactivated);
};

export const deleteAdminMessage: RouteImplementation<'DELETE /api/logon-popup/delete/{id}'> = async ({ auth, query, params }) => {
  checkType(auth, query.type);
  if (!(await deleteMessage(query.type, Number(params.id)))) throw httpError(404, MESSAGE_ADMIN_TEXT.notFound);
  return { message: MESSAGE_ADMIN_TEXT.deleted, id: Number(params.id) };
};
