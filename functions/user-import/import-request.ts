/**
 * The import form (spec 02 §3 Import request) read and checked before any row is touched:
 * the type, at least one role, the privileges or cohort the type needs, a .csv file. A broken
 * form is one 422 with the spec's message and nothing is written.
 */
import { PRIVILEGED_ADMIN_ROLES, ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import { IMPORT_FIELDS, IMPORT_RUN_ID, type ImportType } from '../../shared/user-import/types.ts';
import { IMPORT_TEXT } from '../../shared/user-import/texts.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { httpError } from '../core/errors.ts';
import type { SessionClaims } from '../core/http.ts';
import { readCohortMeta, type CohortMeta } from '../data/cohorts/cohort-members.ts';
import { listReference } from '../data/reference/reference.ts';
import { checkFileSize, IMPORT_FORM_LIMITS } from './limits.ts';
import { formOf, MultipartError } from '../core/multipart.ts';
import { decodeText } from './csv-rows.ts';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface ImportRequest {
  type: ImportType;
  roles: number[];
  /** Course ids (type courses). */
  privileges: number[];
  /** The cohorts to join (type cohorts). */
  cohorts: CohortMeta[];
  sendCredentials: boolean;
  sendUpdatedData: boolean;
  /** The file's text (UTF-8, UTF-16 or Windows-1252, decoded). */
  text: string;
  /** Set when the text is one part of a larger file: the file row number of its first data row. */
  firstRow?: number;
  /** The import run the part belongs to (import-runs.ts); absent when the request is a run of its own. */
  runId?: string;
}

const field = (name: string) => name.replace(/\[\]$/, '');
const ADMIN_ROLE_IDS = PRIVILEGED_ADMIN_ROLES.map((slug) => ROLE_BY_SLUG[slug].id);

/** Ids of a repeated field; also accepts one comma-separated value. */
function ids(values: readonly string[] | undefined): number[] | undefined {
  const list = (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const numbers = list.map(Number);
  if (numbers.some((n) => !Number.isSafeInteger(n) || n <= 0)) return undefined;
  return [...new Set(numbers)];
}

const flag = (values: readonly string[] | undefined) => ['true', '1', 'on', 'yes'].includes((values?.[0] ?? '').trim().toLowerCase());

export async function readImportRequest(event: APIGatewayProxyEventV2, auth: SessionClaims): Promise<ImportRequest> {
  let form;
  try {
    form = await formOf(event, IMPORT_FORM_LIMITS);
  } catch (error) {
    if (error instanceof MultipartError) throw httpError(422, IMPORT_TEXT.badForm);
    throw error;
  }
  const values = (name: string) => form.fields.get(field(name));
  const type = values(IMPORT_FIELDS.type)?.[0]?.trim();
  if (type !== 'courses' && type !== 'cohorts') throw httpError(422, IMPORT_TEXT.typeRequired);

  const roles = ids(values(IMPORT_FIELDS.roles));
  if (!roles?.length) throw httpError(422, USER_FORM_TEXT.atLeastOneRole);
  const activeRoles = new Set((await listReference('ROLE')).filter((r) => !r.deleted_at).map((r) => r.id));
  if (roles.some((id) => !activeRoles.has(id))) throw httpError(422, USER_FORM_TEXT.unknownRole);
  if (roles.some((id) => ADMIN_ROLE_IDS.includes(id)) && !auth.roles.includes('senior_admin'))
    throw httpError(403, USER_FORM_TEXT.onlySeniorGrantsAdmin);

  let privileges: number[] = [];
  let cohorts: CohortMeta[] = [];
  if (type === 'courses') {
    const chosen = ids(values(IMPORT_FIELDS.privileges));
    if (!chosen?.length) throw httpError(422, IMPORT_TEXT.privilegesRequired);
    const courses = new Set((await listReference('COURSE')).map((c) => c.id));
    if (chosen.some((id) => !courses.has(id))) throw httpError(422, USER_FORM_TEXT.unknownCourse);
    privileges = chosen;
  } else {
    const chosen = ids(values(IMPORT_FIELDS.cohorts));
    if (!chosen?.length) throw httpError(422, IMPORT_TEXT.cohortsRequired);
    const found = await Promise.all(chosen.map(readCohortMeta));
    if (found.some((meta) => !meta)) throw httpError(422, IMPORT_TEXT.unknownCohort);
    cohorts = found as CohortMeta[];
  }

  const file = form.files.get(field(IMPORT_FIELDS.file));
  if (!file || (!file.filename && !file.data.length)) throw httpError(422, IMPORT_TEXT.fileRequired);
  if (!/\.csv$/i.test(file.filename.trim())) throw httpError(422, IMPORT_TEXT.csvOnly);
  checkFileSize(file);

  let firstRow: number | undefined;
  const first = values(IMPORT_FIELDS.firstRow)?.[0]?.trim();
  if (first) {
    firstRow = Number(first);
    if (!Number.isSafeInteger(firstRow) || firstRow < 2) throw httpError(422, IMPORT_TEXT.firstRowInvalid);
  }
  const runId = values(IMPORT_FIELDS.runId)?.[0]?.trim() || undefined;
  if (runId !== undefined && !IMPORT_RUN_ID.test(runId)) throw httpError(422, IMPORT_TEXT.runIdInvalid);
  // A run's parts are told apart by their row numbers: without them two parts would both be rows 2, 3…
  if (runId !== undefined && firstRow === undefined) throw httpError(422, IMPORT_TEXT.runIdNeedsFirstRow);

  return {
    type,
    roles,
    privileges,
    cohorts,
    sendCredentials: flag(values(IMPORT_FIELDS.sendCredentials)),
    sendUpdatedData: flag(values(IMPORT_FIELDS.sendUpdatedData)),
    text: decodeText(file.data),
    firstRow,
    runId,
  };
}
