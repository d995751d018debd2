/** Import requests for handler tests: a multipart form as the local gateway delivers it (base64). */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { apiEvent } from '../../test/integration/events.ts';

export interface ImportForm {
  type_upload?: string;
  roles?: number[];
  privileges?: number[];
  cohorts?: number[];
  send_credentials?: boolean;
  send_updated_data?: boolean;
  first_row?: number;
  run_id?: string;
}

export function multipartBody(
  fields: Array<[string, string]>,
  file: { name: string; content: string | Buffer; field?: string; type?: string } | undefined,
  boundary: string,
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'csv_file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
      ),
    );
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8'));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

export function importEvent(token: string, form: ImportForm, file?: { name: string; content: string | Buffer }): APIGatewayProxyEventV2 {
  const fields: Array<[string, string]> = [];
  if (form.type_upload !== undefined) fields.push(['type_upload', form.type_upload]);
  for (const id of form.roles ?? []) fields.push(['roles[]', String(id)]);
  for (const id of form.privileges ?? []) fields.push(['privileges[]', String(id)]);
  for (const id of form.cohorts ?? []) fields.push(['cohorts[]', String(id)]);
  fields.push(['send_credentials', String(form.send_credentials ?? false)]);
  fields.push(['send_updated_data', String(form.send_updated_data ?? false)]);
  if (form.first_row !== undefined) fields.push(['first_row', String(form.first_row)]);
  if (form.run_id !== undefined) fields.push(['run_id', form.run_id]);
  const boundary = '----portal-test-boundary-7d9';
  const event = apiEvent('POST /api/user/import-csv', { token, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return { ...event, body: multipartBody(fields, file, boundary).toString('base64'), isBase64Encoded: true };
}
