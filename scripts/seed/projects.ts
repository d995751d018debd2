/**
 * Demo action-learning projects: what the action-learning system would have reported for the
 * members of cohorts under way (MemberRecord.project). Some carry a file, which the seed writes
 * to the files bucket (project-files.ts) so that the roster's All Projects downloads real files;
 * their number is capped per cohort (every demo cohort under way gets some) and in all (the
 * benchmark's 5,000 cohorts write no more than the demo's).
 */
import { addDays, daysBetween } from '../../shared/time.ts';
import { projectFileKey, type EventRecord, type MemberProject } from '../../functions/data/cohorts/cohorts.ts';

export const PROJECT_FILES_LIMIT = 80;
export const PROJECT_FILES_PER_COHORT = 4;
/** Share of the members of a cohort under way whose project the action-learning system knows. */
const WITH_PROJECT = 0.75;
/** Of those, the share that has not made progress yet. */
const NOT_STARTED = 0.2;
/** Of those with progress, the share that uploaded a file. */
const WITH_FILE = 0.5;
const FILE_NAMES = ['Action Learning Project.pdf', 'ALP plan - draft 2.pdf', 'Project summary.pdf', 'Data wall and next steps.pdf'];

export type ProjectPlanner = (cohortId: number, events: readonly EventRecord[], userId: number) => MemberProject | null;

/**
 * `random` is a stream of its own, so that adding projects left the rest of the generated
 * organisation (attendance, names…) as it was.
 */
export function projectPlanner(random: () => number, today: string): ProjectPlanner {
  let nextId = 70_001;
  let files = 0;
  const filesOf = new Map<number, number>();
  return (cohortId, events, userId) => {
    const units = events.filter((e) => e.unit_id !== 'orientation');
    const begun = units.filter((e) => e.start_date !== null && e.start_date < today);
    if (begun.length === 0 || random() >= WITH_PROJECT) return null;
    // Progress grows with the share of the course already taught.
    const share = new Set(begun.map((e) => e.unit_id)).size / new Set(units.map((e) => e.unit_id)).size;
    const progress = random() < NOT_STARTED ? 0 : Math.min(100, Math.max(5, Math.round(share * 80 + random() * 30)));
    const first = begun.map((e) => e.start_date!).sort()[0];
    const modified = addDays(first, Math.floor(random() * daysBetween(first, today)));
    const withFile =
      progress > 0 && files < PROJECT_FILES_LIMIT && (filesOf.get(cohortId) ?? 0) < PROJECT_FILES_PER_COHORT && random() < WITH_FILE;
    if (withFile) {
      files += 1;
      filesOf.set(cohortId, (filesOf.get(cohortId) ?? 0) + 1);
    }
    return {
      id: nextId++,
      progress,
      last_modified: `${modified}T${String(13 + Math.floor(random() * 8)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00.000Z`,
      file_key: withFile ? projectFileKey(cohortId, userId, FILE_NAMES[Math.floor(random() * FILE_NAMES.length)]) : null,
    };
  };
}
