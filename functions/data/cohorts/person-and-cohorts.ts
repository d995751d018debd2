/**
 * People's profiles read together with cohorts' META items, attendance sheets and certificates in
 * one BatchGetItem (per 100 keys): the participant dialog, the attendance schedule and My Record
 * know every key they need after one earlier read, so a page load stays within three round trips
 * (issues 32, 33).
 * Each item is read through the entity of the module that owns it.
 */
import { certificateEntity, issuedCertificateOf, type IssuedCertificate } from '../certificates/certificate-item.ts';
import { getAll } from '../table/batch.ts';
import { userProfileEntity, type UserRecord } from '../users/users.ts';
import { attendanceSheetEntity, cohortEntity, type AttendanceSheet, type StoredCohort } from './cohorts.ts';

export interface TogetherRequest {
  profiles?: readonly number[];
  cohorts?: readonly number[];
  sheets?: ReadonlyArray<{ cohort_id: number; unit: string }>;
  /** A person's certificate items in these cohorts (CERT#<userId>). */
  certificates?: { user_id: number; cohorts: readonly number[] };
}

export interface TogetherAnswer {
  profiles: Map<number, UserRecord>;
  cohorts: Map<number, StoredCohort>;
  sheets: AttendanceSheet[];
  /** The issued ones found, voided ones included. */
  certificates: IssuedCertificate[];
}

export async function readTogether(request: TogetherRequest): Promise<TogetherAnswer> {
  const keys = [
    ...[...new Set(request.profiles)].map((id) => userProfileEntity.key(id)),
    ...[...new Set(request.cohorts)].map((id) => cohortEntity.key(id)),
    ...[...new Map(request.sheets?.map((s) => [`${s.cohort_id}#${s.unit}`, s])).values()].map((s) =>
      attendanceSheetEntity.key(s.cohort_id, s.unit),
    ),
    ...[...new Set(request.certificates?.cohorts)].map((cohortId) => certificateEntity.key(cohortId, request.certificates!.user_id)),
  ];
  const answer: TogetherAnswer = { profiles: new Map(), cohorts: new Map(), sheets: [], certificates: [] };
  for (const item of keys.length ? await getAll(keys) : []) {
    if (item.type === userProfileEntity.type) {
      const user = userProfileEntity.fromItem(item);
      answer.profiles.set(user.id, user);
    } else if (item.type === cohortEntity.type) {
      const stored = cohortEntity.fromItem(item);
      answer.cohorts.set(stored.cohort.id, stored);
    } else if (item.type === attendanceSheetEntity.type) {
      answer.sheets.push(attendanceSheetEntity.fromItem(item));
    } else if (item.type === certificateEntity.type) {
      const certificate = issuedCertificateOf(item);
      if (certificate) answer.certificates.push(certificate);
    }
  }
  return answer;
}
