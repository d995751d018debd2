/**
 * Certificates Created data set (not in the spec's list of downloads but in the Data Sets dialog,
 * spec 03 §2.12): one row per certificate issued, voided ones too, by cohort id and then date of
 * creation. Which certificates exist comes from the user directory (they are on the user feed);
 * what was printed (code, date of issue, course) from each such cohort's certificate items, one
 * Query per cohort that has any, so memory holds one cohort's certificates at a time.
 */
import type { IssuedCertificate } from '../../data/certificates/certificate-item.ts';
import { cohortCertificates } from '../../data/certificates/certificates.ts';
import type { DirectoryCertificate } from '../../data/users/user-directory.ts';
import type { XlsxColumn, XlsxRow } from '../../files/xlsx.ts';
import { nyDateTimeText, type DataSetSource } from '../../files/data-set-files.ts';
import { cohortNames, dataSetContext, personName } from './context.ts';

export const CERTIFICATE_STATUS = { active: 'Active', void: 'Void' } as const;

export const CERTIFICATES_CREATED_COLUMNS: readonly XlsxColumn[] = [
  { header: 'Certificate ID', key: 'id', width: 12 },
  { header: 'Participant ID', key: 'user_id', width: 10 },
  { header: 'Participant', key: 'participant', width: 26 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Course', key: 'course', width: 30 },
  { header: 'Cohort ID', key: 'cohort_id', width: 9 },
  { header: 'Cohort Name', key: 'cohort', width: 36 },
  { header: 'State', key: 'state', width: 7 },
  { header: 'Verification Code', key: 'code', width: 20 },
  { header: 'Date of Issue', key: 'issued_on', width: 11 },
  { header: 'Created', key: 'created_at', width: 17 },
  { header: 'Created By', key: 'created_by', width: 22 },
  { header: 'Status', key: 'status', width: 8 },
  { header: 'Voided', key: 'void_at', width: 17 },
  { header: 'Voided By', key: 'void_by', width: 22 },
  { header: 'Reason for Voiding', key: 'void_reason', width: 36 },
];

/** How many cohorts' certificate Queries run ahead of the writer. */
const READ_AHEAD = 4;

async function* rows(): AsyncGenerator<XlsxRow> {
  const context = await dataSetContext();
  const byCohort = new Map<number, DirectoryCertificate[]>();
  for (const c of context.users.certificates.values()) {
    const list = byCohort.get(c.cohort_id);
    if (list) list.push(c);
    else byCohort.set(c.cohort_id, [c]);
  }
  const cohortIds = [...byCohort.keys()].sort((a, b) => a - b);
  const pending: Array<Promise<Map<number, IssuedCertificate>>> = [];
  const ask = (index: number) => {
    if (index < cohortIds.length) pending.push(cohortCertificates(cohortIds[index]));
  };
  for (let i = 0; i < READ_AHEAD; i += 1) ask(i);
  for (let i = 0; i < cohortIds.length; i += 1) {
    const issued = await pending.shift()!;
    ask(i + READ_AHEAD);
    const cohortId = cohortIds[i];
    const cohort = context.cohorts.cohorts.get(cohortId);
    const names = cohort ? cohortNames(context, cohort) : undefined;
    const listed = byCohort.get(cohortId)!.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.user_id - b.user_id);
    for (const c of listed) {
      const printed = issued.get(c.user_id);
      const participant = context.users.users.get(c.user_id);
      yield {
        id: c.id ?? printed?.id ?? null,
        user_id: c.user_id,
        participant: participant
          ? `${participant.first_name} ${participant.last_name}`.trim()
          : (printed?.participant_name ?? `#${c.user_id}`),
        email: participant?.email ?? null,
        course: names?.course ?? printed?.course_name ?? null,
        cohort_id: cohortId,
        cohort: cohort?.name ?? printed?.cohort_name ?? `#${cohortId}`,
        state: names?.state ?? null,
        code: printed?.code ?? null,
        issued_on: printed?.issued_on ?? null,
        created_at: nyDateTimeText(c.created_at),
        created_by: personName(context, c.created_by),
        status: c.void_at ? CERTIFICATE_STATUS.void : CERTIFICATE_STATUS.active,
        void_at: nyDateTimeText(c.void_at),
        void_by: personName(context, c.void_by),
        void_reason: c.void_reason,
      };
    }
  }
}

export const certificatesCreated: DataSetSource = {
  name: 'certificates-created',
  sheets: () => [{ name: 'Certificates Created', columns: CERTIFICATES_CREATED_COLUMNS, rows: rows() }],
};
