import { type LearningRecord, recordLines } from '@shared/participants/record';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LINES_PER_PAGE, recordPdf } from './record-pdf';

const cohort = (i: number) => ({
  cohort_id: i,
  cohort_name: `Cohort ${i}`,
  course_name: 'Executive Development Program',
  start_date: '2026-01-12',
  end_date: null,
  status: 'in_progress' as const,
  completed: false,
  attendance_taken: true,
  units: [{ unit: '1', complete: true }],
  days_held: 2,
  days_present: 1,
  makeups: [],
});

describe('the record as a PDF', () => {
  it(`prints ${LINES_PER_PAGE} of the page's lines a page`, async () => {
    for (const cohorts of [0, 12]) {
      const record: LearningRecord = {
        user: { id: 1, first_name: 'Zoë', last_name: 'Łukasz' },
        as_of: '2026-11-29',
        cohorts: Array.from({ length: cohorts }, (_, i) => cohort(i)),
        certificates: [],
      };
      const pages = Math.ceil(recordLines(record).length / LINES_PER_PAGE);
      const doc = await PDFDocument.load(await recordPdf(record));
      expect(doc.getPageCount()).toBe(pages);
      expect(pages).toBe(cohorts ? 2 : 1);
    }
  });
});
