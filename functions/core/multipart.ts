/**
 * multipart/form-data (RFC 7578) read from an API Gateway v2 event by busboy (@fastify/busboy,
 * the parser under middy's http-multipart-body-parser: docs/decisions/code.md says why not that
 * middleware itself). API Gateway hands binary bodies over base64-encoded; the local gateway does
 * the same for multipart (scripts/local/gateway.ts). Shared by the groups that take a form with a
 * file (the CSV import, the materials import), so it lives in the chain's folder.
 */
import { Busboy } from '@fastify/busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface FormFile {
  filename: string;
  contentType: string;
  data: Buffer;
  /** The file was larger than `FormLimits.fileBytes`: `data` holds its first bytes only. */
  truncated: boolean;
}

export interface FormData {
  /** Text fields by name; `roles[]` and `roles` are the same field. Repeated fields keep every value. */
  fields: Map<string, string[]>;
  files: Map<string, FormFile>;
}

/**
 * What busboy keeps of a form: a file beyond `fileBytes` is cut there and marked `truncated`
 * (the caller refuses it, saying its limit); a field beyond `fieldBytes` makes the form unreadable.
 */
export interface FormLimits {
  fileBytes: number;
  fieldBytes: number;
}

export class MultipartError extends Error {}

const field = (name: string) => name.replace(/\[\]$/, '');

export function parseMultipart(body: Buffer, contentType: string, limits?: FormLimits): Promise<FormData> {
  // busboy also reads urlencoded forms; the import's form is multipart only.
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    return Promise.reject(new MultipartError('The request must be multipart/form-data.'));
  return new Promise((resolve, reject) => {
    let busboy;
    try {
      busboy = Busboy({
        headers: { 'content-type': contentType },
        limits: limits && { fileSize: limits.fileBytes, fieldSize: limits.fieldBytes },
        // A part is a file when it has a filename; an unnamed file keeps its name as sent (paths included).
        isPartAFile: (_name, _type, filename) => filename !== undefined,
        preservePath: true,
      });
    } catch (error) {
      reject(new MultipartError(error instanceof Error ? error.message : String(error)));
      return;
    }
    const fields = new Map<string, string[]>();
    const files: Array<{ name: string; filename: string; contentType: string; chunks: Buffer[]; stream: { truncated?: boolean } }> = [];
    let tooLong = false;
    busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) tooLong = true;
      if (name === undefined) return;
      const values = fields.get(field(name)) ?? [];
      values.push(value);
      fields.set(field(name), values);
    });
    busboy.on('file', (name, stream, filename, _encoding, mimeType) => {
      const file = { name, filename, contentType: mimeType, chunks: [] as Buffer[], stream };
      if (name !== undefined) files.push(file);
      stream.on('data', (chunk: Buffer) => file.chunks.push(chunk));
    });
    busboy.on('error', (error: Error) => reject(new MultipartError(error.message)));
    // busboy finishes once every part's stream has ended: each file's bytes are all in.
    busboy.on('finish', () => {
      if (tooLong) {
        reject(new MultipartError('A field of the form is too long.'));
        return;
      }
      const form: FormData = { fields, files: new Map() };
      for (const file of files) {
        form.files.set(field(file.name), {
          filename: file.filename,
          contentType: file.contentType,
          data: Buffer.concat(file.chunks),
          truncated: file.stream.truncated === true,
        });
      }
      resolve(form);
    });
    busboy.end(body);
  });
}

/** The event's form: its body decoded (base64 or text) and split into fields and files. */
export function formOf(event: APIGatewayProxyEventV2, limits?: FormLimits): Promise<FormData> {
  const contentType = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!event.body) return Promise.reject(new MultipartError('The request has no form.'));
  const body = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  return parseMultipart(body, contentType, limits);
}
