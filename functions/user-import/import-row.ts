/**
 * One import row (spec 02 §5 Import): a new account is created, an existing one (the same
 * username and e-mail) gets the chosen roles, privileges or cohort and the file's filled cells.
 * A username or e-mail that is another account's is the row's error. Each row is
 * all or nothing: a new account with its uniqueness items, search words, pending record and
 * cohort membership (with the cohort's summary) is one transaction; an existing account's
 * update and its new memberships are one transaction too.
 *
 * Passwords: without a password column, or with an empty cell for a new account, one is
 * generated; a filled cell is used (and must meet the password rules for the account's roles);
 * an empty cell leaves an existing account's password as it is.
 *
 * Only username and e-mail are required (spec 02 §3): an optional cell that cannot be resolved
 * (a phone that is not 10 digits, a place not on the lists) does not stop the row; the row's
 * message says what became of it.
 */
import type { ImportCsvData, ImportRowResult, PendingImportUser } from '../../shared/user-import/types.ts';
import { passwordProblemFor } from '../../shared/auth/password-policy.ts';
import { PRIVILEGED_ADMIN_ROLES, ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import { DEFAULT_COURSE_ID } from '../../shared/constants.ts';
import { IMPORT_TEXT } from '../../shared/user-import/texts.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { hasDisallowedCharacters } from '../../shared/names.ts';
import { logger } from '../services/logger.ts';
import { sendMail, type MailMessage } from '../services/mailer.ts';
import { GENERATED_PASSWORD_PARAMS, generatePassword, hashPassword } from '../services/passwords.ts';
import { addMemberItems, type CohortMeta } from '../data/cohorts/cohort-members.ts';
import { cohortsOfUser } from '../data/cohorts/cohorts.ts';
import { nextId } from '../data/table/counters.ts';
import { findPossibleDuplicates, pendingRecordItem } from '../data/users/pending-users.ts';
import type { Course } from '../data/reference/reference.ts';
import { loginOwners } from '../data/users/login-owners.ts';
import { endResetLink } from '../data/users/password-reset.ts';
import { endAllSessions } from '../data/users/sessions.ts';
import { isConditionFailure, isTransactionRace, transactOrThrow } from '../data/table/transaction.ts';
import { reindexUserSearch } from '../data/users/user-search.ts';
import {
  addPasswordHistory,
  createUser,
  getUser,
  getUsers,
  newUser,
  UniquenessError,
  userUpdateItem,
  type UserRecord,
} from '../data/users/users.ts';
import { mayManage } from '../domain/account-management.ts';
import type { CohortWriter } from './cohort-writer.ts';
import type { ReadRow, RowCells } from './csv-rows.ts';
import { credentialsMail, updatedDataMail } from './import-mails.ts';
import type { ImportRequest } from './import-request.ts';
import { resolvePlace, type PlaceCell, type ResolvedPlace } from './places.ts';

const ADMIN_ROLE_IDS = PRIVILEGED_ADMIN_ROLES.map((slug) => ROLE_BY_SLUG[slug].id);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ImportContext {
  request: ImportRequest;
  actorId: number;
  /** The importer's roles: an administrator's or senior admin's account is a senior admin's to change. */
  actorRoles: readonly string[];
  now: Date;
  courses: readonly Course[];
  /** Full-cost password hashes at once (each takes ~128 MiB and a core for ~0.3 s). */
  chosenPasswordSlot: <T>(work: () => Promise<T>) => Promise<T>;
  /** Type cohorts: the serial writer of the cohorts' memberships. */
  cohorts?: CohortWriter;
}

export interface RowOutcome {
  result: ImportRowResult;
  pending?: PendingImportUser;
}

/** A row's problem: reported on the row, the other rows go on. */
class RowError extends Error {}

function csvData(cells: RowCells): ImportCsvData {
  const { password: _password, ...shown } = cells;
  return Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== '')) as ImportCsvData;
}

/** A password from the file meets the rules of the account it is for, as any new password does. */
function passwordProblem(password: string, roles: readonly number[], owner: { username: string; email: string }): string | undefined {
  return passwordProblemFor(password, { ...owner, privilegedAdmin: roles.some((id) => ADMIN_ROLE_IDS.includes(id)) });
}

/** Digits only (the mask 000-000-0000 is the display), 10 of them; a leading country code 1 is dropped. */
function phoneOf(cell: string): { phone: string | null; problem?: string } {
  if (!cell) return { phone: null };
  const digits = cell.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? { phone: digits } : { phone: null, problem: IMPORT_TEXT.phoneUnreadable(cell) };
}

const union = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])];

/**
 * The account the row names, or undefined for a new account. A row matches an account only when
 * its username is that account's username and its e-mail that account's e-mail. Anything else
 * that touches another account is the row's error: a username or e-mail of some other account,
 * a username that is someone's e-mail (sign-in reads a name as a username, then as an e-mail, so
 * that person would lose their e-mail sign-in), a known username with another e-mail.
 */
async function matchAccount(username: string, email: string): Promise<number | undefined> {
  const owners = await loginOwners([username, email]);
  const named = owners.get(username) ?? {};
  const mailed = owners.get(email) ?? {};
  const holders = new Set([named.asUsername, named.asEmail, mailed.asUsername, mailed.asEmail].filter((id) => id !== undefined));
  if (!holders.size) return undefined;
  if (named.asUsername !== undefined && mailed.asEmail === named.asUsername && holders.size === 1) return named.asUsername;
  throw new RowError(USER_FORM_TEXT.taken);
}

/** What the row's unresolved optional cells became, for its message. */
function cellNotes(facts: RowFacts, cells: RowCells, existing: boolean): string[] {
  const notes: string[] = facts.joinedNames.length ? [IMPORT_TEXT.namesJoined(facts.joinedNames)] : [];
  if (facts.phoneProblem) notes.push(facts.phoneProblem, existing ? IMPORT_TEXT.notChanged(['phone']) : IMPORT_TEXT.leftBlank(['phone']));
  const { place } = facts;
  if (!place.problem) return notes;
  notes.push(place.problem);
  // Places go together: an existing account's state, district and school stay as they are.
  if (existing) notes.push(IMPORT_TEXT.notChanged(PLACE_CELLS.filter((cell) => cells[cell])));
  else {
    if (place.leftBlank.length) notes.push(IMPORT_TEXT.leftBlank(place.leftBlank));
    if (place.keptAsTyped.length) notes.push(IMPORT_TEXT.keptAsTyped(place.keptAsTyped));
  }
  return notes;
}

const PLACE_CELLS: readonly PlaceCell[] = ['state', 'district', 'school'];
/** Cells that name the person or sign them in, with the user form's labels: no control or invisible characters (shared/names.ts). */
const NAME_CELLS = [
  ['username', 'username'],
  ['email', 'e-mail'],
  ['first_name', 'first name'],
  ['last_name', 'last name'],
] as const;

async function mail(message: MailMessage): Promise<boolean> {
  try {
    await sendMail(message);
    return true;
  } catch (error) {
    logger.error('import mail failed', { to: message.to, error: String(error) });
    return false;
  }
}

/** Line breaks and tabs a spreadsheet lets into a cell; a name is imported on one line (issue 31). */
const LINE_BREAKS = /[\t\n\v\f\r\u2028\u2029]/u;
const JOINABLE_NAMES = [
  ['first_name', 'first name'],
  ['last_name', 'last name'],
] as const;

/** The row with each name's line breaks and runs of spaces made one space, and which names changed. */
function withJoinedNames(row: ReadRow): { row: ReadRow; joined: string[] } {
  const broken = JOINABLE_NAMES.filter(([cell]) => LINE_BREAKS.test(row.cells[cell]));
  if (!broken.length) return { row, joined: [] };
  const cells = { ...row.cells };
  for (const [cell] of broken) cells[cell] = cells[cell].replace(/\s+/gu, ' ').trim();
  return { row: { ...row, cells }, joined: broken.map(([, label]) => label) };
}

export async function importRow(read: ReadRow, ctx: ImportContext): Promise<RowOutcome> {
  const { row, joined } = withJoinedNames(read);
  const data = csvData(row.cells);
  const fail = (message: string): RowOutcome => ({ result: { row: row.row, success: false, csv_data: data, message } });
  if (row.error) return fail(row.error);
  try {
    const username = row.cells.username.toLowerCase();
    const email = row.cells.email.toLowerCase();
    if (!username) throw new RowError(IMPORT_TEXT.usernameRequired);
    const hidden = NAME_CELLS.find(([cell]) => hasDisallowedCharacters(row.cells[cell]));
    if (hidden) throw new RowError(USER_FORM_TEXT.disallowedCharacters(hidden[1]));
    if (!EMAIL.test(email)) throw new RowError(USER_FORM_TEXT.invalidEmail);
    const { phone, problem: phoneProblem } = phoneOf(row.cells.phone);
    const [existingId, place] = await Promise.all([matchAccount(username, email), resolvePlace(row.cells)]);
    const facts: RowFacts = { username, email, phone, phoneProblem, place, joinedNames: joined };
    return existingId === undefined ? await createAccount(row, ctx, facts, data) : await updateAccount(row, ctx, existingId, facts, data);
  } catch (error) {
    if (error instanceof RowError) return fail(error.message);
    if (error instanceof UniquenessError) return fail(USER_FORM_TEXT.taken);
    if (isTransactionRace(error) || isConditionFailure(error)) return fail(IMPORT_TEXT.changedMeanwhile);
    logger.error('import row failed', { row: row.row, error: String(error) });
    return fail(IMPORT_TEXT.rowFailed);
  }
}

/** The row's cells as read: its identity, and its optional cells resolved (or why not). */
interface RowFacts {
  username: string;
  email: string;
  phone: string | null;
  phoneProblem?: string;
  place: ResolvedPlace;
  /** The names whose line breaks were replaced by spaces (withJoinedNames). */
  joinedNames: string[];
}

async function createAccount(row: ReadRow, ctx: ImportContext, facts: RowFacts, data: ImportCsvData): Promise<RowOutcome> {
  const { request } = ctx;
  const chosen = row.cells.password;
  if (chosen) {
    const problem = passwordProblem(chosen, request.roles, facts);
    if (problem) throw new RowError(problem);
  }
  const password = chosen || generatePassword();
  const cohortCourses = (ctx.cohorts?.cohorts ?? []).map((m) => m.cohort.course_id);
  const courses = request.type === 'courses' ? request.privileges : union([DEFAULT_COURSE_ID], cohortCourses);
  const person = { first_name: row.cells.first_name, last_name: row.cells.last_name, state_id: facts.place.place.state_id };
  const [passwordHash, duplicates, id] = await Promise.all([
    chosen ? ctx.chosenPasswordSlot(() => hashPassword(password)) : hashPassword(password, GENERATED_PASSWORD_PARAMS),
    // Consistent: an earlier namesake of the same file was written just before (import-csv.ts).
    findPossibleDuplicates(person, undefined, { consistent: true }),
    nextId('user'),
  ]);
  const at = ctx.now.toISOString();
  // The legacy as-entered values: the profile item carries them (user-form.ts reads them).
  const input = newUser(
    {
      id,
      username: facts.username,
      email: facts.email,
      passwordHash,
      ...person,
      phone: facts.phone,
      job_title: row.cells.job_title || null,
      ...facts.place.place,
      ...facts.place.asEntered,
      status: duplicates.length ? 'pending' : 'active',
      roles: request.roles,
      courses,
      default_course: courses.includes(DEFAULT_COURSE_ID) ? DEFAULT_COURSE_ID : courses[0],
      created_by: ctx.actorId,
      updated_by: ctx.actorId,
    },
    at,
  );
  const asCreated = { ...input, id, login_at: null, created_at: at, updated_at: at, version: 1 } as UserRecord;
  const extraItems = duplicates.length ? [pendingRecordItem(asCreated, duplicates, ctx.actorId)] : [];
  const member = { user_id: id, first_name: input.first_name, last_name: input.last_name, email: facts.email };

  // Pending accounts cannot be added to a roster (spec 02 §4): a possible duplicate joins no cohort.
  const joining = duplicates.length ? undefined : ctx.cohorts;
  const user = joining
    ? await joining.run((metas) =>
        createUser(input, ctx.now, { extraItems, extraSteps: metas.flatMap((meta) => addMemberItems(meta, [member], at)) }),
      )
    : await createUser(input, ctx.now, { extraItems });
  if (ADMIN_ROLE_IDS.some((r) => user.roles.includes(r))) await addPasswordHistory(user.id, passwordHash, ctx.now);

  const notes: string[] = [duplicates.length ? IMPORT_TEXT.createdPending : IMPORT_TEXT.created, ...cellNotes(facts, row.cells, false)];
  if (ctx.cohorts && !joining) notes.push(IMPORT_TEXT.pendingNotInCohort);
  if (request.sendCredentials && !(await mail(credentialsMail(user, password)))) notes.push(IMPORT_TEXT.mailFailed);
  const outcome: RowOutcome = {
    result: { row: row.row, success: true, csv_data: data, message: notes.join(' '), user_id: user.id, action: 'created' },
  };
  if (duplicates.length) {
    const others = await getUsers(duplicates);
    outcome.pending = {
      row: row.row,
      user_id: user.id,
      username: user.username,
      email: user.email,
      name: `${user.first_name} ${user.last_name}`.trim(),
      duplicates: duplicates
        .map((d) => others.get(d))
        .filter((u): u is UserRecord => !!u)
        .map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim(), username: u.username, email: u.email })),
    };
  }
  return outcome;
}

/** The profile fields the row's filled cells change (an empty or unresolved cell changes nothing). */
function profileChanges(user: UserRecord, row: ReadRow, facts: RowFacts): Partial<UserRecord> {
  const changes: Partial<UserRecord> = {};
  const text = (field: 'first_name' | 'last_name' | 'job_title', cell: string) => {
    if (cell && cell !== user[field]) changes[field] = cell;
  };
  text('first_name', row.cells.first_name);
  text('last_name', row.cells.last_name);
  text('job_title', row.cells.job_title);
  if (facts.phone && facts.phone !== user.phone) changes.phone = facts.phone;
  if (facts.place.problem) return changes;
  const { place } = facts.place;
  if (place.state_id !== null && place.state_id !== user.state_id) Object.assign(changes, place);
  else if (place.district_id !== null)
    Object.assign(changes, {
      district_id: place.district_id,
      ...(place.school_name ? { school_id: place.school_id, school_name: place.school_name } : {}),
    });
  return changes;
}

async function updateAccount(row: ReadRow, ctx: ImportContext, userId: number, facts: RowFacts, data: ImportCsvData): Promise<RowOutcome> {
  const { request } = ctx;
  const first = await getUser(userId);
  if (!first) throw new RowError(USER_FORM_TEXT.notFound);
  if (first.status === 'merged') throw new RowError(USER_FORM_TEXT.merged);
  const checkManaged = (user: UserRecord) => {
    if (!mayManage({ userId: ctx.actorId, roles: [...ctx.actorRoles] }, user)) throw new RowError(USER_FORM_TEXT.onlySeniorManagesAdmins);
  };
  checkManaged(first);
  const roles = union(first.roles, request.roles);
  const chosen = row.cells.password;
  if (chosen) {
    const problem = passwordProblem(chosen, roles, first);
    if (problem) throw new RowError(problem);
  }
  const [passwordHash, memberOf] = await Promise.all([
    chosen ? ctx.chosenPasswordSlot(() => hashPassword(chosen)) : undefined,
    ctx.cohorts ? cohortsOfUser(userId) : [],
  ]);
  const alreadyIn = new Set(memberOf.filter((l) => l.role === 'member').map((l) => l.cohort_id));
  const at = ctx.now.toISOString();

  /** The account's update and its new memberships, in one transaction, on the latest version. */
  let attempts = 0;
  const write = async (metas: readonly CohortMeta[]) => {
    // A retry (someone saved the account or a cohort meanwhile) starts from the account as it is now.
    attempts += 1;
    const user = attempts === 1 ? first : ((await getUser(userId)) ?? first);
    // Roles given meanwhile count: the retry writes on the account as it is now.
    checkManaged(user);
    const joining = user.status === 'pending' ? [] : metas.filter((meta) => !alreadyIn.has(meta.cohort.id));
    const courses = union(user.courses, request.type === 'courses' ? request.privileges : joining.map((m) => m.cohort.course_id));
    const changes: Partial<UserRecord> = { ...profileChanges(user, row, facts), roles: union(user.roles, request.roles), courses };
    if (passwordHash) Object.assign(changes, { passwordHash, password_changed_at: at });
    const member = {
      user_id: userId,
      first_name: changes.first_name ?? user.first_name,
      last_name: changes.last_name ?? user.last_name,
      email: user.email,
    };
    // A password from the file ends the recovery link mailed before it, as any new password does.
    const endLink = passwordHash ? [endResetLink(userId)] : [];
    await transactOrThrow([
      userUpdateItem(userId, changes, user.version, ctx.actorId, ctx.now),
      ...endLink,
      ...joining.flatMap((meta) => addMemberItems(meta, [member], at)),
    ]);
    const after: UserRecord = { ...user, ...changes, updated_at: at, version: user.version + 1 };
    return { before: user, after, joined: joining };
  };
  const { before, after, joined } = ctx.cohorts ? await ctx.cohorts.run(write) : await write([]);
  const searchable = (u: UserRecord) => JSON.stringify([u.first_name, u.last_name, u.roles, u.state_id, u.status]);
  if (searchable(before) !== searchable(after)) await reindexUserSearch(before, after);
  if (passwordHash && ADMIN_ROLE_IDS.some((r) => after.roles.includes(r))) await addPasswordHistory(userId, passwordHash, ctx.now);
  // Whoever signed in with the old password is signed out, as after any password change.
  if (passwordHash) await endAllSessions(userId);

  const notes: string[] = [IMPORT_TEXT.updated, ...cellNotes(facts, row.cells, true)];
  if (ctx.cohorts && after.status === 'pending') notes.push(IMPORT_TEXT.pendingNotInCohort);
  const sendNewPassword = passwordHash && request.sendCredentials ? chosen : undefined;
  if (request.sendUpdatedData || sendNewPassword) {
    const sent = await mail(
      updatedDataMail(
        after,
        ctx.courses,
        joined.map((m) => m.cohort.name),
        sendNewPassword,
      ),
    );
    if (!sent) notes.push(IMPORT_TEXT.mailFailed);
  }
  return { result: { row: row.row, success: true, csv_data: data, message: notes.join(' '), user_id: userId, action: 'updated' } };
}
