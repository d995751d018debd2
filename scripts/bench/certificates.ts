/**
 * Certificates (issue 15 "Speed"): 100 certificates in one request, over HTTP against the local
 * stack, and the public verification page. The bench writes a finished cohort of 100 participants
 * who took every day (its own ids, beside the seed), uploads a full-page template (a 1650×1275 png,
 * Letter landscape at 150 dpi) as the senior admin, then times:
 *   - the first Create Certificates of all 100 (renders, stores 100 PDFs once, records them,
 *     answers one 100-page document): time, document size, the bench process's RSS growth (the
 *     handler runs in this process here; on Lambda it is the certificates function's memory);
 *   - the same request again (every page from the stored files);
 *   - the public verification page of one of them (no token), p50/p95 of 50 calls (the
 *     per-address counter is forgotten before each, untimed: throttle-reset.ts);
 *   - Print (GET /api/reissue_certificate/{id}) of the same one, p50/p95 of 50 calls: the stored
 *     document's check, a PDF log item and the 303 to it.
 */
import { encodePng } from '../seed/png.ts';
import { TEMPLATE_FIELDS, formatVerificationCode } from '../../shared/certificates/texts.ts';
import { addDays } from '../../shared/time.ts';
import { putAll } from '../../functions/data/table/batch.ts';
import { cohortCertificates } from '../../functions/data/certificates/certificates.ts';
import { cohortSummary, type PersonFacts } from '../../functions/data/cohorts/cohort-summary.ts';
import { cohortItems, loadCohort, type CohortRecord, type EventRecord, type MemberRecord } from '../../functions/data/cohorts/cohorts.ts';
import { ApiClient } from './api.ts';
import { percentile } from './stats.ts';
import { forgetVerifications } from './throttle-reset.ts';

export interface CertificatesResult {
  participants: number;
  templateBytes: number;
  firstMs: number;
  firstStatus: number;
  documentBytes: number;
  rssGrowthMiB: number;
  againMs: number;
  verify: Timings;
  /** The Open Badges 3.0 credential of the same certificate (built and signed per call). */
  credential: Timings;
  reissue: Timings;
}

interface Timings {
  calls: number;
  p50: number;
  p95: number;
}

const COHORT_ID = 990_001;
const FIRST_USER = 990_001;
const PARTICIPANTS = 100;
const TIMED_CALLS = 50;

/** Times `call` TIMED_CALLS times after its untimed `before`; throws on an answer other than `status`. */
async function timeCalls(
  label: string,
  status: number,
  call: () => Promise<{ ms: number; status: number; text: string }>,
  before?: () => Promise<unknown>,
): Promise<Timings> {
  const times: number[] = [];
  for (let i = 0; i < TIMED_CALLS; i += 1) {
    await before?.();
    const result = await call();
    if (result.status !== status) throw new Error(`${label} answered ${result.status}: ${result.text.slice(0, 200)}`);
    times.push(result.ms);
  }
  const sorted = times.sort((a, b) => a - b);
  return { calls: times.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** A png of a soft pattern (compresses like a designed template, not like one flat colour). */
export function templatePng(width = 1650, height = 1275): Buffer {
  return encodePng(width, height, (x, y) => {
    const border = x < 40 || y < 40 || x >= width - 40 || y >= height - 40;
    const wave = Math.round(12 * Math.sin(x / 37) * Math.cos(y / 53));
    return border ? [20, 60, 110] : [245 + (wave >> 1), 238 + wave, 220 + ((x * y) % 7)];
  });
}

/** A cohort of the seed's first course, ended 5 days ago, whose 100 members were present every day. */
async function writeFinishedCohort(today: string, template: CohortRecord): Promise<number[]> {
  const ids = Array.from({ length: PARTICIPANTS }, (_, i) => FIRST_USER + i);
  const day = (id: number, unit: string, dayNo: number, date: string): EventRecord => ({
    id,
    cohort_id: COHORT_ID,
    unit_id: unit,
    day: dayNo,
    type_event: 'two_day',
    start_date: date,
    end_date: date,
    start_time: '12:00',
    end_time: '16:00',
    url_unit_evaluation: null,
    meeting_type: 'zoom',
  });
  const events = [1, 2, 3].flatMap((unit) => [
    day(990_000 + unit * 10 + 1, String(unit), 1, addDays(today, -60 + unit * 18)),
    day(990_000 + unit * 10 + 2, String(unit), 2, addDays(today, -59 + unit * 18)),
  ]);
  const cohort: CohortRecord = {
    ...template,
    id: COHORT_ID,
    name: 'Bench Certificates Cohort',
    force_end: false,
    participant_count: PARTICIPANTS,
  };
  const members: MemberRecord[] = ids.map((user_id) => ({
    cohort_id: COHORT_ID,
    user_id,
    alp_status: null,
    alp_form: false,
    alp_replies_count: 0,
    alp_comments_count: 0,
    joined_at: cohort.created_at,
  }));
  const names = new Map<number, PersonFacts>(
    ids.map((id, i) => [
      id,
      { first_name: `Participant${i + 1}`, last_name: 'Bench', email: `bench.cert${i + 1}@example.org`, login_at: null },
    ]),
  );
  const present = { attendance: '1' as const, independent: false, recorded_by: 1, recorded_at: new Date().toISOString() };
  const sheets = ['1', '2', '3'].map((unit) => ({
    cohort_id: COHORT_ID,
    unit,
    version: 1,
    updated_at: present.recorded_at,
    updated_by: 1,
    records: Object.fromEntries(
      ids.map((u) => [u, Object.fromEntries(events.filter((e) => e.unit_id === unit).map((e) => [e.id, present]))]),
    ),
  }));
  await putAll([
    ...events.map(cohortItems.event),
    ...members.map(cohortItems.member),
    ...sheets.map(cohortItems.attendanceSheet),
    cohortItems.cohort(cohort, cohortSummary({ events, staff: [], members, makeups: [] }, names)),
  ]);
  return ids;
}

export async function measureCertificates(opts: {
  baseUrl: string;
  password: string;
  today: string;
  /** A seeded cohort: its record is the model of the bench's cohort (course, state…). */
  cohortId: number;
  log: (line: string) => void;
}): Promise<CertificatesResult> {
  const model = await loadCohort(opts.cohortId);
  if (!model) throw new Error(`cohort ${opts.cohortId} not found`);
  const client = new ApiClient(opts.baseUrl, opts.password);
  const token = await client.login('senior.admin');
  const ids = await writeFinishedCohort(opts.today, model.cohort);

  const png = templatePng();
  const form = new FormData();
  form.set(TEMPLATE_FIELDS.course, String(model.cohort.course_id));
  form.set(TEMPLATE_FIELDS.image, new Blob([png], { type: 'image/png' }), 'bench template.png');
  const uploaded = await client.call('POST', '/api/update_certificate_image', { token, body: form });
  if (uploaded.status !== 200) throw new Error(`template upload answered ${uploaded.status}: ${uploaded.text.slice(0, 200)}`);

  const certify = async () => {
    const url = new URL(`/api/certifications/${COHORT_ID}`, opts.baseUrl);
    url.searchParams.set('toBeCertified', `[${ids.join(',')}]`);
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
    const ms = performance.now() - started;
    await response.arrayBuffer();
    return { ms, status: response.status, location: response.headers.get('location') };
  };
  const rssBefore = process.memoryUsage().rss;
  opts.log(`  Create Certificates for ${PARTICIPANTS} participants…`);
  const first = await certify();
  const rssGrowthMiB = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
  const document = first.location ? Buffer.from(await (await fetch(first.location)).arrayBuffer()) : Buffer.alloc(0);
  const again = await certify();

  const [one] = (await cohortCertificates(COHORT_ID)).values();
  if (!one) throw new Error(`Create Certificates answered ${first.status} and recorded no certificate`);
  const verify = await timeCalls(
    'verification',
    200,
    () => client.call('GET', `/api/certificate/verify/${formatVerificationCode(one.code)}`, { token: null }),
    // Untimed: the page allows 60 look-ups per address in 10 minutes, and the bench is one address.
    forgetVerifications,
  );
  const credential = await timeCalls(
    'credential',
    200,
    () => client.call('GET', `/api/certificate/credential/${formatVerificationCode(one.code)}`, { token: null }),
    forgetVerifications,
  );
  const reissue = await timeCalls('Print', 303, () => client.call('GET', `/api/reissue_certificate/${one.id}`, { token }));
  return {
    participants: PARTICIPANTS,
    templateBytes: png.length,
    firstMs: first.ms,
    firstStatus: first.status,
    documentBytes: document.length,
    rssGrowthMiB,
    againMs: again.ms,
    verify,
    credential,
    reissue,
  };
}

export function certificatesSection(result: CertificatesResult | undefined, error: string | undefined): string[] {
  if (!result && !error) return [];
  const out = ['## Certificates (100 in one request, the public verification page)', ''];
  if (error) return [...out, `Not measured: ${error}`, ''];
  const r = result!;
  return [
    ...out,
    'scripts/bench/certificates.ts: a finished cohort of 100 participants, a full-page template png, Create Certificates over HTTP (the handler runs in the bench process on the local stack), then the public page of one certificate without a token.',
    '',
    '| what | value |',
    '|---|---|',
    `| template png | ${(r.templateBytes / 1024).toFixed(0)} KB |`,
    `| first request: ${r.participants} certificates drawn, stored once and recorded (status ${r.firstStatus}) | ${(r.firstMs / 1000).toFixed(2)} s |`,
    `| the ${r.participants}-page document | ${(r.documentBytes / 2 ** 20).toFixed(1)} MiB |`,
    `| bench process RSS growth during it | ${r.rssGrowthMiB.toFixed(0)} MiB |`,
    `| the same request again (stored files) | ${(r.againMs / 1000).toFixed(2)} s |`,
    `| verification page (${r.verify.calls} calls) p50 / p95 | ${r.verify.p50.toFixed(1)} / ${r.verify.p95.toFixed(1)} ms |`,
    `| Open Badges 3.0 credential, signed (${r.credential.calls} calls) p50 / p95 | ${r.credential.p50.toFixed(1)} / ${r.credential.p95.toFixed(1)} ms |`,
    `| Print of one (GET /api/reissue_certificate/{id}, ${r.reissue.calls} calls) p50 / p95 | ${r.reissue.p50.toFixed(1)} / ${r.reissue.p95.toFixed(1)} ms |`,
    '',
  ];
}

export function certificatesSummary(result: CertificatesResult | undefined, error: string | undefined): string[] {
  if (result)
    return [
      `certificates: ${result.participants} in one request ${(result.firstMs / 1000).toFixed(2)} s (again ${(result.againMs / 1000).toFixed(2)} s), verification p95 ${result.verify.p95.toFixed(1)} ms, Print p95 ${result.reissue.p95.toFixed(1)} ms`,
    ];
  return error ? [`certificates: not measured (${error})`] : [];
}
