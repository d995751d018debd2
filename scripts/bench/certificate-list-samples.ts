/**
 * Bench samples of the Certificates tab (list and export) and the PDF Log tab (issue 15): the list's
 * first page (newest first), sorted by user name, a search and a filter; the export of a search;
 * the PDF log of the bench's month, counted and downloaded. The list reads the user directory's
 * certificates (those the seed and the Certificates section issued) and one feed Query.
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import type { BenchData, Sample } from './samples.ts';

const month = (today: string) => ({ start: `${today.slice(0, 7)}-01`, end: today });

export const CERTIFICATE_LIST_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/participantCertificate': (d): Sample[] => [
    { variant: 'first page' },
    { variant: 'by user name', query: { column: 'user_name', order_by: 'asc', page: '2' } },
    { variant: 'search', query: { search: d.cohortName.slice(0, 4) } },
    { variant: 'filter', query: { filter: JSON.stringify({ created_from: month(d.today).start, status: 'active' }) } },
  ],
  'GET /api/export_certificate': (d) => ({ query: { search: d.cohortName.slice(0, 4) } }),
  'GET /api/pdf_log': (d): Sample[] => [
    { variant: 'summary', query: { ...month(d.today), type: 'summary' } },
    { variant: 'download', query: { ...month(d.today), type: 'download' } },
  ],
};
