/**
 * The files behind the seeded projects (projects.ts): a one-page PDF per file key, written to the
 * files bucket before the cohort's META item (the last of a cohort, which makes it visible), so
 * that even a seed stopped early leaves no visible key pointing at nothing.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { CohortSummary } from '../../functions/data/cohorts/cohort-summary.ts';
import { projectFileName, type MemberProject } from '../../functions/data/cohorts/cohorts.ts';
import { writeObject } from '../../functions/data/table/storage.ts';

export interface ProjectFileFacts {
  cohortName: string;
  firstName: string;
  lastName: string;
  project: MemberProject;
}

const BODY = [
  'Problem of practice: too few students in grades 6-8 read at grade level.',
  'Theory of action: if teacher teams analyse common formative assessments every two',
  'weeks and plan re-teaching together, then students who are behind will be caught early.',
  'Next steps: share the data wall with the leadership team and agree on the next cycle.',
];

export async function projectPdf(facts: ProjectFileFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(projectFileName(facts.project.file_key ?? 'Project.pdf').replace(/\.pdf$/i, ''));
  const page = pdf.addPage([612, 792]);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  let y = 730;
  const line = (text: string, size = 11, font = regular) => {
    page.drawText(text, { x: 60, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 9;
  };
  line('Action Learning Project', 20, bold);
  line(`${facts.firstName} ${facts.lastName}`, 13, bold);
  line(facts.cohortName);
  line(`Project ${facts.project.id} - progress ${facts.project.progress}% - last modified ${facts.project.last_modified.slice(0, 10)}`);
  y -= 12;
  for (const text of BODY) line(text);
  return pdf.save();
}

/** Writes the files of one cohort's members; `summary` gives their names. */
export async function writeProjectFiles(
  cohortName: string,
  summary: CohortSummary,
  projects: ReadonlyArray<{ user_id: number; project: MemberProject }>,
): Promise<number> {
  const names = new Map(summary.members.map((p) => [p.user_id, p]));
  const withFiles = projects.filter((m) => m.project.file_key);
  await Promise.all(
    withFiles.map(async ({ user_id, project }) => {
      const person = names.get(user_id);
      const bytes = await projectPdf({ cohortName, firstName: person?.first_name ?? '', lastName: person?.last_name ?? '', project });
      await writeObject(project.file_key!, bytes, 'application/pdf');
    }),
  );
  return withFiles.length;
}
