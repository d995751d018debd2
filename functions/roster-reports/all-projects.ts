/**
 * GET /api/get_projects_by_cohort/{cohortId}: the roster's All Projects, a zip of the latest
 * project file of every participant with progress (spec 01 §2, §5). The files are those the
 * action-learning system last reported (MemberRecord.project); each is streamed from the files
 * bucket into the zip, so the archive is never whole in memory.
 */
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { logger } from '../services/logger.ts';
import type { SummaryPerson } from '../data/cohorts/cohort-summary.ts';
import { projectFileName, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { readObjectStream } from '../data/table/storage.ts';
import { deliverFile } from '../files/delivery.ts';
import { downloadFileName } from '../files/file-names.ts';
import { ZIP_CONTENT_TYPE, zipEntries, type ZipEntry } from '../files/zip.ts';
import { visibleCohort } from '../domain/roster-access.ts';

interface ProjectFile {
  person: SummaryPerson;
  key: string;
}

/** Participants with progress and a file, by last name. */
export function projectFiles(aggregate: CohortAggregate): ProjectFile[] {
  const people = new Map(aggregate.summary.members.map((p) => [p.user_id, p]));
  const files: ProjectFile[] = [];
  for (const m of aggregate.members) {
    const person = people.get(m.user_id);
    const key = m.project?.file_key;
    if (person && key && m.project!.progress > 0) files.push({ person, key });
  }
  return files.sort(
    (a, b) => a.person.last_name.localeCompare(b.person.last_name) || a.person.first_name.localeCompare(b.person.first_name),
  );
}

/** `Last, First - original name`; one S3 object open at a time. */
async function* entries(files: readonly ProjectFile[]): AsyncGenerator<ZipEntry> {
  for (const { person, key } of files) {
    const data = await readObjectStream(key);
    // A file removed since the last sync must not cost everyone else's download.
    if (!data) {
      logger.warn('project file missing', { key });
      continue;
    }
    yield { name: `${person.last_name}, ${person.first_name} - ${projectFileName(key)}`, data };
  }
}

export const allProjects: RouteImplementation<'GET /api/get_projects_by_cohort/{cohortId}'> = async ({ auth, params }) => {
  const aggregate = await visibleCohort(auth, Number(params.cohortId));
  const files = projectFiles(aggregate);
  if (files.length === 0) throw httpError(422, MESSAGES.noProjectProgress);
  return deliverFile({
    name: downloadFileName({ report: 'All Projects', subject: aggregate.cohort.name, extension: 'zip' }),
    contentType: ZIP_CONTENT_TYPE,
    body: zipEntries(entries(files)),
  });
};
