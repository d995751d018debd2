/**
 * multipart/form-data (RFC 7578) read from an API Gateway v2 event, without a dependency: the
 * import's forms are small (a few fields and one CSV file of at most a few MB), so the body is
 * split in memory. API Gateway hands binary bodies over base64-encoded; the local gateway does
 * the same for multipart (scripts/local/gateway.ts).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { decodeCsvBytes } from '../../shared/csv.ts';

export interface FormFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface FormData {
  /** Text fields by name; `roles[]` and `roles` are the same field. Repeated fields keep every value. */
  fields: Map<string, string[]>;
  files: Map<string, FormFile>;
}

export class MultipartError extends Error {}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

function boundaryOf(contentType: string): string {
  const match = /^multipart\/form-data\s*;.*?boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  if (!match) throw new MultipartError('The request must be multipart/form-data.');
  return match[1] ?? match[2];
}

/** A header parameter such as `name="csv_file"` (quoted or not). */
function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${name}=([^;\\s]+)`, 'i').exec(header);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
}

export function parseMultipart(body: Buffer, contentType: string): FormData {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const form: FormData = { fields: new Map(), files: new Map() };
  let at = body.indexOf(delimiter);
  if (at < 0) throw new MultipartError('The form has no parts.');
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === '--') return form;
    if (!body.subarray(at, at + 2).equals(CRLF)) throw new MultipartError('The form is malformed.');
    const headersEnd = body.indexOf(HEADER_END, at);
    if (headersEnd < 0) throw new MultipartError('The form is malformed.');
    const headers = body.subarray(at + 2, headersEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headersEnd + 4);
    if (next < 0) throw new MultipartError('The form ends before its last part.');
    const data = body.subarray(headersEnd + 4, next);
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const name = parameter(disposition, 'name');
    if (name !== undefined) {
      const field = name.replace(/\[\]$/, '');
      const filename = parameter(disposition, 'filename');
      if (filename !== undefined) {
        const type = headers.find((h) => /^content-type:/i.test(h))?.replace(/^content-type:\s*/i, '') ?? 'application/octet-stream';
        form.files.set(field, { filename, contentType: type, data: Buffer.from(data) });
      } else {
        const values = form.fields.get(field) ?? [];
        values.push(data.toString('utf8'));
        form.fields.set(field, values);
      }
    }
    at = next + CRLF.length;
  }
}

/** The event's form: its body decoded (base64 or text) and split into fields and files. */
export function formOf(event: APIGatewayProxyEventV2): FormData {
  const contentType = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!event.body) throw new MultipartError('The request has no form.');
  const body = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  return parseMultipart(body, contentType);
}

/** A CSV file's text (shared/csv.ts: byte-order marks, UTF-8, Windows-1252), as the web reads it too. */
export const decodeText = (data: Buffer): string => decodeCsvBytes(data);
