/**
 * The data sets' sources by name (spec 03 §2.12, §9): each job writes the data sets of
 * shared/reports/texts.ts DATA_SETS whose `job` it is, with the source registered here. A data set
 * without a source yet is reported by the job as not built (never faked).
 */
import { DATA_SET_NAMES, DATA_SETS, type DataSet, type DataSetName } from '../../../shared/reports/texts.ts';
import type { DataSetSource } from '../../files/data-set-files.ts';
import { absentReport } from './absent-report.ts';
import { attendanceExt } from './attendance-ext.ts';
import { attendance2019To2020, attendance2021On, attendancePre2019 } from './attendance-periods.ts';
import { cohortData } from './cohort-data.ts';
import { facilitatorSchedule } from './facilitator-schedule.ts';
import { graduationReport } from './graduation-report.ts';
import { masterSchedule } from './master-schedule.ts';
import { userAccounts } from './user-accounts.ts';

export const DATA_SET_SOURCES: Partial<Record<DataSetName, DataSetSource>> = {
  'user-accounts': userAccounts,
  'cohort-data': cohortData,
  'master-schedule': masterSchedule,
  'facilitator-schedule': facilitatorSchedule,
  'absent-report': absentReport,
  'graduation-report': graduationReport,
  'attendance-pre-2019': attendancePre2019,
  'attendance-2019-2020': attendance2019To2020,
  'attendance-2021-on': attendance2021On,
  'attendance-ext': attendanceExt,
};

/** The data sets a job writes, in DATA_SET_NAMES order. */
export function dataSetsOfJob(job: DataSet['job']): DataSetName[] {
  return DATA_SET_NAMES.filter((name) => DATA_SETS[name].job === job);
}
