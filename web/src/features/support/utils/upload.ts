/**
 * Sends a file straight to S3 with the presigned POST the API gave (issue 14): the form fields
 * first, the file last, through XMLHttpRequest so that the upload's progress can be shown and
 * cancelled. No byte goes through the API.
 */
import type { SupportUploadAnswer } from '@shared/support/types';
import { SUPPORT_TEXT } from '@shared/support/texts';

export class UploadCancelled extends Error {
  constructor() {
    super(SUPPORT_TEXT.uploadCancelled);
    this.name = 'UploadCancelled';
  }
}

export class UploadFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadFailed';
  }
}

/** What S3 answered, as the person reads it: 413 is 'Payload Too Large' (spec 03 §8); S3's EntityTooLarge too. */
export function uploadFailureText(status: number, body: string): string {
  if (status === 413 || /<Code>EntityTooLarge<\/Code>/.test(body)) return SUPPORT_TEXT.payloadTooLarge;
  return SUPPORT_TEXT.uploadFailed;
}

export interface UploadHandle {
  /** Resolves with the object's key once S3 has it. */
  done: Promise<string>;
  cancel: () => void;
}

/** Starts the upload; `onProgress` gets the percent sent (0-100). */
export function uploadFile(
  target: Pick<SupportUploadAnswer, 'url' | 'fields' | 'key'>,
  file: File,
  onProgress: (percent: number) => void,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): UploadHandle {
  const request = createRequest();
  const done = new Promise<string>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(target.key);
      } else reject(new UploadFailed(request.status, uploadFailureText(request.status, String(request.responseText ?? ''))));
    });
    request.addEventListener('error', () => reject(new UploadFailed(0, SUPPORT_TEXT.uploadFailed)));
    request.addEventListener('abort', () => reject(new UploadCancelled()));
    request.open('POST', target.url);
    request.send(form);
  });
  return { done, cancel: () => request.abort() };
}
