/**
 * GET /api/participantCertificate (spec 03 §2.7, §7, §9): the Certificates tab's list, 50 a page,
 * sorted by a column, searched by person or cohort name, filtered by who and when created or
 * voided. No Scan: the certificates are the user directory's (they reach it on the user feed,
 * GSI3 CHANGES#USER), the names the user and cohort directories'. The directory looks at the feed
 * on every request (one Query from its watermark), so a certificate issued, voided or restored a
 * moment ago, by any Lambda, is listed as it is now.
 */
import type { CertificateSortColumn } from '../../shared/certificates/list.texts.ts';
import type { CertificateListAnswer, CertificateListFilter, CertificateListRow } from '../../shared/certificates/list.types.ts';
import { addDays, nyInstant } from '../../shared/time.ts';
import type { RouteImplementation } from '../core/http.ts';
import { compareText, pageOf, sortedCopies } from '../core/list-pages.ts';
import { cohortDirectory, type CohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { userDirectory, type UserDirectory } from '../data/users/user-directory.ts';

export interface CertificateSelection {
  search: string;
  column: CertificateSortColumn;
  order_by: 'asc' | 'desc';
  filter: CertificateListFilter;
}

interface Directories {
  users: UserDirectory;
  cohorts: CohortDirectory;
}

/** Both directories, the user one looked at now (see above). */
export async function certificateDirectories(): Promise<Directories> {
  const [users, cohorts] = await Promise.all([userDirectory({ fresh: true }), cohortDirectory()]);
  return { users, cohorts };
}

export function personName(users: UserDirectory, id: number | null): string | null {
  if (id === null) return null;
  const person = users.users.get(id);
  return person ? `${person.first_name} ${person.last_name}`.trim() : `#${id}`;
}

const normalize = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface ListedRow extends CertificateListRow {
  /** user and cohort names, normalised: what the search reads. */
  words: string;
}

/** The rows with their names, kept per version of both directories. */
const rowsCache = new WeakMap<UserDirectory, { key: string; cohorts: CohortDirectory; rows: ListedRow[] }>();
const sortedCopy = sortedCopies<ListedRow[], ListedRow>();

function cached({ users, cohorts }: Directories) {
  const key = `${users.version}:${cohorts.version}`;
  const known = rowsCache.get(users);
  if (known && known.key === key && known.cohorts === cohorts) return known;
  const rows: ListedRow[] = [...users.certificates.values()].map((c) => {
    const user_name = personName(users, c.user_id) ?? '';
    const cohort_name = cohorts.cohorts.get(c.cohort_id)?.name ?? `#${c.cohort_id}`;
    return {
      id: c.id,
      user_id: c.user_id,
      cohort_id: c.cohort_id,
      user_name,
      cohort_name,
      created_at: c.created_at,
      created_by: c.created_by,
      created_by_name: personName(users, c.created_by),
      void_at: c.void_at,
      void_by: c.void_by,
      void_by_name: personName(users, c.void_by),
      void_reason: c.void_reason,
      words: normalize(`${user_name} ${cohort_name}`),
    };
  });
  const entry = { key, cohorts, rows };
  rowsCache.set(users, entry);
  return entry;
}

const text = (row: ListedRow, column: CertificateSortColumn) => row[column] ?? '';

function sortedRows(directories: Directories, column: CertificateSortColumn, order: 'asc' | 'desc'): ListedRow[] {
  const { rows, key } = cached(directories);
  return sortedCopy(rows, key, `${column}:${order}`, () => {
    const sign = order === 'asc' ? 1 : -1;
    const byText = column === 'user_name' || column === 'cohort_name' || column === 'void_reason';
    return [...rows].sort((a, b) => {
      const x = text(a, column);
      const y = text(b, column);
      const primary = byText ? compareText(x, y) : x < y ? -1 : x > y ? 1 : 0;
      if (primary) return sign * primary;
      // Ties: newest first, then by participant and cohort so that pages never overlap.
      return b.created_at.localeCompare(a.created_at) || a.user_id - b.user_id || a.cohort_id - b.cohort_id;
    });
  });
}

/** New York dates (inclusive) as a half-open range of instants. */
function dayRange(from?: string | null, to?: string | null): [string, string] | undefined {
  if (!from && !to) return undefined;
  return [from ? nyInstant(from).toISOString() : '', to ? nyInstant(addDays(to, 1)).toISOString() : '\uffff'];
}

const within = (value: string | null, range: [string, string]) => value !== null && value !== '' && value >= range[0] && value < range[1];

function filterTest(filter: CertificateListFilter): (row: ListedRow) => boolean {
  const tests: Array<(row: ListedRow) => boolean> = [];
  const created = dayRange(filter.created_from, filter.created_to);
  const voided = dayRange(filter.void_from, filter.void_to);
  if (filter.created_by?.length) tests.push((r) => r.created_by !== null && filter.created_by!.includes(r.created_by));
  if (created) tests.push((r) => within(r.created_at, created));
  if (filter.void_by?.length) tests.push((r) => r.void_by !== null && filter.void_by!.includes(r.void_by));
  if (voided) tests.push((r) => within(r.void_at, voided));
  if (filter.status === 'active') tests.push((r) => r.void_at === null);
  if (filter.status === 'void') tests.push((r) => r.void_at !== null);
  return (row) => tests.every((test) => test(row));
}

/** The certificates the selection keeps, in its order (the list pages them, the export writes them all). */
export function selectCertificates(directories: Directories, selection: CertificateSelection): CertificateListRow[] {
  const words = normalize(selection.search).split(/\s+/).filter(Boolean);
  const kept = filterTest(selection.filter);
  return sortedRows(directories, selection.column, selection.order_by)
    .filter((row) => words.every((word) => row.words.includes(word)) && kept(row))
    .map(({ words: _words, ...row }) => row);
}

export const listCertificates: RouteImplementation<'GET /api/participantCertificate'> = async ({
  query,
}): Promise<CertificateListAnswer> => {
  const rows = selectCertificates(await certificateDirectories(), query);
  return {
    certificates: pageOf(rows, query.page, query.per_page),
    totalCertificates: rows.length,
    page: query.page,
    per_page: query.per_page,
  };
};
