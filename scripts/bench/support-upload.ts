/**
 * "200 MB support video: browser → S3 directly, progress shown, no byte through Lambda"
 * (ARCHITECTURE §7, issue 14). The bench does what the support page does, over HTTP against the
 * local stack: asks the API for the upload address (`POST /api/support/upload`), sends the 200 MB
 * file as the multipart POST the browser sends to that address (s3rver here), then records a topic
 * naming the key (`POST /api/support/session/item`, which checks the object and copies it).
 *
 * Reported: the bytes the API (every Lambda) received in the whole flow, which must be its small
 * JSON bodies only — 0 bytes of the file —, the address the file went to (not the API's), the
 * upload's time and throughput, and the topic save's time (HeadObject, a ranged GET and a 200 MB
 * copy on s3rver).
 */
import { SUPPORT_MAX_BYTES } from '../../shared/support/texts.ts';
import type { SupportSavedAnswer, SupportUploadAnswer } from '../../shared/support/types.ts';
import { ApiClient } from './api.ts';
import { DEFAULT_ACCOUNT } from './samples.ts';

export interface SupportUploadResult {
  fileBytes: number;
  /** Request body bytes the API received in the flow (JSON only). */
  apiRequestBytes: number;
  /** Bytes of the file among them: 0 when the file went straight to the bucket. */
  fileBytesThroughApi: number;
  uploadOrigin: string;
  apiOrigin: string;
  uploadMs: number;
  throughputMiBs: number;
  saveMs: number;
}

/** An ISO media file's first box, then zeros up to `size`: what the API's check reads of a video. */
function videoBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 24], 0);
  bytes.set(new TextEncoder().encode('ftypisom'), 4);
  return bytes;
}

export async function measureSupportUpload(opts: {
  baseUrl: string;
  password: string;
  log: (line: string) => void;
}): Promise<SupportUploadResult> {
  const client = new ApiClient(opts.baseUrl, opts.password);
  const token = await client.login(DEFAULT_ACCOUNT);
  let apiRequestBytes = 0;
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    apiRequestBytes += Buffer.byteLength(JSON.stringify(body));
    const result = await client.call('POST', path, { token, body });
    if (result.status !== 200) throw new Error(`POST ${path} answered ${result.status}: ${result.text.slice(0, 200)}`);
    return JSON.parse(result.text) as T;
  };
  const tab = await post<SupportSavedAnswer>('/api/support/session', { name: 'Bench uploads', has_access: 3 });
  const file = videoBytes(SUPPORT_MAX_BYTES);
  const target = await post<SupportUploadAnswer>('/api/support/upload', { kind: 'video', file_name: 'bench.mp4', size: file.length });
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([file], { type: target.content_type }), 'bench.mp4');
  opts.log(`  uploading ${(file.length / 2 ** 20).toFixed(0)} MiB to ${new URL(target.url).origin}…`);
  const started = performance.now();
  const sent = await fetch(target.url, { method: 'POST', body: form });
  const uploadMs = performance.now() - started;
  if (sent.status !== 204) throw new Error(`the bucket answered the upload with ${sent.status}: ${(await sent.text()).slice(0, 200)}`);
  const saveStarted = performance.now();
  await post<SupportSavedAnswer>('/api/support/session/item', {
    support_session_id: tab.id,
    name: 'Bench video',
    file_video: target.key,
    video_name: 'bench.mp4',
  });
  const saveMs = performance.now() - saveStarted;
  const uploadOrigin = new URL(target.url).origin;
  const apiOrigin = new URL(opts.baseUrl).origin;
  return {
    fileBytes: file.length,
    apiRequestBytes,
    fileBytesThroughApi: uploadOrigin === apiOrigin ? file.length : 0,
    uploadOrigin,
    apiOrigin,
    uploadMs,
    throughputMiBs: file.length / 2 ** 20 / (uploadMs / 1000),
    saveMs,
  };
}

/** The report's section. */
export function supportUploadSection(result: SupportUploadResult | undefined, error: string | undefined): string[] {
  if (!result && !error) return [];
  const out = ['## Support upload (200 MB video, browser → S3)', ''];
  if (error) return [...out, `Not measured: ${error}`, ''];
  const r = result!;
  return [
    ...out,
    'The flow of the support page over HTTP (scripts/bench/support-upload.ts): the upload address from the API, the file as a multipart POST straight to the bucket (s3rver), then the topic save, which checks the object (HeadObject, first bytes) and copies it under `support/`.',
    '',
    '| what | value |',
    '|---|---|',
    `| file | ${(r.fileBytes / 2 ** 20).toFixed(0)} MiB |`,
    `| bytes of the file through any Lambda | ${r.fileBytesThroughApi} (it went to ${r.uploadOrigin}; the API is ${r.apiOrigin}) |`,
    `| request bytes the API received in the flow (JSON) | ${r.apiRequestBytes} |`,
    `| upload time | ${(r.uploadMs / 1000).toFixed(2)} s |`,
    `| upload throughput (local stack) | ${r.throughputMiBs.toFixed(0)} MiB/s |`,
    `| topic save (check and 200 MB copy on s3rver) | ${r.saveMs.toFixed(0)} ms |`,
    '',
  ];
}

export function supportUploadSummary(result: SupportUploadResult | undefined, error: string | undefined): string[] {
  if (result)
    return [
      `support upload 200 MB: ${result.fileBytesThroughApi} bytes through Lambda, ${(result.uploadMs / 1000).toFixed(2)} s (${result.throughputMiBs.toFixed(0)} MiB/s), save ${result.saveMs.toFixed(0)} ms`,
    ];
  return error ? [`support upload: not measured (${error})`] : [];
}
