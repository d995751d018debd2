import { api } from '@/lib/api-client';
import type { CourseOption } from '@shared/lookups/types';
import { IMPORT_FIELDS, type ImportAnswer, type ImportType } from '@shared/user-import/types';

/** The Import from CSV tab's calls (spec 02 §7): the import itself and the lists its selects offer. */

export interface ImportOptions {
  type: ImportType;
  roles: number[];
  privileges: number[];
  cohorts: number[];
  sendCredentials: boolean;
  sendUpdatedData: boolean;
}

/** Where a part sits: its file's run (every part carries the same id) and the file row number of its first row. */
export interface PartPlace {
  runId: string;
  firstRow: number;
}

/** POST /api/user/import-csv with one part of the file (or the whole file when `part` is absent). */
export function importPart(
  options: ImportOptions,
  fileName: string,
  text: string,
  part?: PartPlace,
  signal?: AbortSignal,
): Promise<ImportAnswer> {
  const form = new FormData();
  form.append(IMPORT_FIELDS.type, options.type);
  for (const id of options.roles) form.append(IMPORT_FIELDS.roles, String(id));
  if (options.type === 'courses') for (const id of options.privileges) form.append(IMPORT_FIELDS.privileges, String(id));
  else for (const id of options.cohorts) form.append(IMPORT_FIELDS.cohorts, String(id));
  form.append(IMPORT_FIELDS.sendCredentials, String(options.sendCredentials));
  form.append(IMPORT_FIELDS.sendUpdatedData, String(options.sendUpdatedData));
  if (part) {
    form.append(IMPORT_FIELDS.runId, part.runId);
    form.append(IMPORT_FIELDS.firstRow, String(part.firstRow));
  }
  form.append(IMPORT_FIELDS.file, new Blob([text], { type: 'text/csv' }), fileName);
  return api('POST /api/user/import-csv', { body: form, signal });
}

/** Course privileges: the EDP and NISL courses (GET /api/get_edp_nisl_courses), each once, by name. */
export async function fetchImportCourses(): Promise<CourseOption[]> {
  const { edpCourses, nislCourses } = await api('GET /api/get_edp_nisl_courses');
  const byId = new Map([...edpCourses, ...nislCourses].map((c) => [c.id, c]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
