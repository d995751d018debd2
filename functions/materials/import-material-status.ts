/**
 * POST /api/import_material_status (spec 03 §2.5, §5, §7): multipart `materials` (the xls or xlsx
 * file) and `course`. Each row of the sheet gives a cohort of the course its material status
 * (MATERIAL_COLUMNS); the status reaches the cohort's META, so the dashboard's materials filter
 * and the lists see it, and the file becomes the course's BOM record.
 *
 * Everything is checked before anything is written: the course, the file (by its content), the
 * sheet's columns, every row (a cohort ID that exists and is the course's, a status, no cohort
 * twice). A file that fails any check is one 422 that names the problems, and nothing changes.
 * How the write holds together: data/content/boms.ts.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MATERIAL_FIELDS, MATERIAL_LIMITS, MATERIAL_TEXT } from '../../shared/materials/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { formOf, MultipartError, type FormData, type FormLimits } from '../core/multipart.ts';
import {
  applyMaterialImport,
  cohortMaterialFacts,
  getBom,
  MaterialImportStopped,
  materialFileKey,
  type StopReason,
} from '../data/content/boms.ts';
import { personNames } from '../data/users/person-names.ts';
import { listReference } from '../data/reference/reference.ts';
import { deleteObject, writeObject } from '../data/table/storage.ts';
import { errorFields, logger } from '../services/logger.ts';
import { bomRow } from './bom-row.ts';
import { readMaterialSheet, SPREADSHEET_TYPES, spreadsheetKind, type SheetRow, type SpreadsheetKind } from './sheet.ts';

/** Room for the course field beside the file. */
const FIELD_BYTES = 1024;

export const MATERIAL_FORM_LIMITS: FormLimits = { fileBytes: MATERIAL_LIMITS.maxFileBytes, fieldBytes: FIELD_BYTES };

/** The group's body limit (handler.ts): the file and the form's framing. */
export const MATERIAL_BODY_LIMIT = { maxBytes: MATERIAL_LIMITS.maxFileBytes + 16 * 1024, message: MATERIAL_TEXT.tooLarge } as const;

const STOP_TEXT: Record<StopReason, string> = {
  cohort_gone: MATERIAL_TEXT.cohortGone,
  concurrent: MATERIAL_TEXT.concurrentImport,
  busy: MATERIAL_TEXT.busy,
};

async function readForm(event: APIGatewayProxyEventV2): Promise<FormData> {
  try {
    return await formOf(event, MATERIAL_FORM_LIMITS);
  } catch (error) {
    if (error instanceof MultipartError) throw httpError(422, MATERIAL_TEXT.badForm);
    throw error;
  }
}

/** The name the file is kept and downloaded under: its last path segment, without control characters. */
export function storedFileName(name: string, kind: SpreadsheetKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-150);
  return base || `materials.${kind}`;
}

/** Every row's problem, in row order; the cohort facts of the rows that are fine. */
async function checkRows(rows: readonly SheetRow[], course: { id: number; name: string }) {
  const problems: string[] = [];
  const firstRow = new Map<number, number>();
  const statuses: Array<{ row: number; cohortId: number; status: string }> = [];
  for (const { row, cohortId: idText, status } of rows) {
    const cohortId = /^\d{1,9}$/.test(idText) ? Number(idText) : Number.NaN;
    if (!Number.isSafeInteger(cohortId) || cohortId <= 0) problems.push(MATERIAL_TEXT.badCohortId(row, idText));
    else if (firstRow.has(cohortId)) problems.push(MATERIAL_TEXT.duplicate(row, cohortId, firstRow.get(cohortId)!));
    else if (!status) problems.push(MATERIAL_TEXT.blankStatus(row));
    else if (status.length > MATERIAL_LIMITS.maxStatusLength) problems.push(MATERIAL_TEXT.statusTooLong(row));
    if (Number.isSafeInteger(cohortId) && cohortId > 0 && !firstRow.has(cohortId)) {
      firstRow.set(cohortId, row);
      if (status && status.length <= MATERIAL_LIMITS.maxStatusLength) statuses.push({ row, cohortId, status });
    }
  }
  const facts = await cohortMaterialFacts(statuses.map((s) => s.cohortId));
  for (const { row, cohortId } of statuses) {
    const cohort = facts.get(cohortId);
    if (!cohort) problems.push(MATERIAL_TEXT.noSuchCohort(row, cohortId));
    else if (cohort.course_id !== course.id) problems.push(MATERIAL_TEXT.otherCourse(row, cohortId, course.name));
  }
  // Row order: the second loop's problems belong among the first's.
  const rowOf = (text: string) => Number(/^Row (\d+)/.exec(text)?.[1] ?? 0);
  problems.sort((a, b) => rowOf(a) - rowOf(b));
  return { problems, statuses, facts };
}

export const importMaterialStatus: RouteImplementation<'POST /api/import_material_status'> = async ({ event, auth }) => {
  const form = await readForm(event);
  const courseText = form.fields.get(MATERIAL_FIELDS.course)?.[0]?.trim() ?? '';
  if (!courseText) throw httpError(422, MATERIAL_TEXT.courseRequired);
  const course = /^\d{1,9}$/.test(courseText) ? (await listReference('COURSE')).find((c) => c.id === Number(courseText)) : undefined;
  if (!course) throw httpError(422, MATERIAL_TEXT.unknownCourse);

  const file = form.files.get(MATERIAL_FIELDS.file);
  if (!file || file.data.length === 0) throw httpError(422, MATERIAL_TEXT.fileRequired);
  if (file.truncated || file.data.length > MATERIAL_LIMITS.maxFileBytes) throw httpError(413, MATERIAL_TEXT.tooLarge);

  const sheet = readMaterialSheet(file.data);
  if (!sheet.ok) {
    switch (sheet.problem) {
      case 'not_spreadsheet':
        throw httpError(422, MATERIAL_TEXT.notSpreadsheet(file.filename));
      case 'unreadable':
        throw httpError(422, MATERIAL_TEXT.unreadable(file.filename));
      case 'too_large_unpacked':
        throw httpError(422, MATERIAL_TEXT.unpacksTooLarge);
      case 'too_many_entries':
        throw httpError(422, MATERIAL_TEXT.tooManyParts);
      case 'too_many_rows':
        throw httpError(422, MATERIAL_TEXT.tooManyRows);
      case 'missing_columns':
        throw httpError(422, MATERIAL_TEXT.missingColumns(sheet.missing, sheet.found));
    }
  }
  if (!sheet.rows.length) throw httpError(422, MATERIAL_TEXT.noRows);
  const { problems, statuses, facts } = await checkRows(sheet.rows, course);
  if (problems.length)
    throw httpError(422, MATERIAL_TEXT.rowsRefused(problems.slice(0, MATERIAL_LIMITS.problemsShown), problems.length), { problems });

  const kind = spreadsheetKind(file.data)!;
  const fileName = storedFileName(file.filename, kind);
  const key = materialFileKey(course.id, randomUUID(), fileName);
  const [seen, names] = await Promise.all([getBom(course.id), personNames([auth.userId])]);
  await writeObject(key, file.data, SPREADSHEET_TYPES[kind]);
  const at = new Date().toISOString();
  try {
    const { bom, updated } = await applyMaterialImport({
      course: { id: course.id, name: course.name },
      file: { name: fileName, key },
      statuses,
      current: facts,
      seen,
      actor: { id: auth.userId, name: names.get(auth.userId) ?? auth.username },
      at,
    });
    // The course's previous file is no longer anyone's: GET /api/download serves only the record's.
    if (seen && seen.file_key !== key) await removeQuietly(seen.file_key);
    return { message: MATERIAL_TEXT.uploaded, cohorts: statuses.length, updated, bom: bomRow(bom) };
  } catch (error) {
    await removeQuietly(key);
    if (!(error instanceof MaterialImportStopped)) throw error;
    const reason = STOP_TEXT[error.reason];
    throw httpError(
      409,
      error.applied ? MATERIAL_TEXT.partlyApplied(error.applied, error.total, reason) : MATERIAL_TEXT.notApplied(reason),
      { applied: error.applied, total: error.total },
    );
  }
};

/** A file nobody refers to any more; failing to remove it costs storage, not correctness. */
async function removeQuietly(key: string): Promise<void> {
  try {
    await deleteObject(key);
  } catch (error) {
    logger.warn('materials file not removed', { key, ...errorFields(error) });
  }
}
