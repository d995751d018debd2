import { SUPPORT_TEXT } from '@shared/support/texts';
import { describe, expect, it } from 'vitest';
import { UploadCancelled, UploadFailed, uploadFile } from './upload';

/** An XMLHttpRequest stand-in that records what is sent and lets the test drive its events. */
class FakeRequest extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  opened: [string, string] | null = null;
  sent: FormData | null = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  finish(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.dispatchEvent(new Event('load'));
  }
}

const target = {
  url: 'http://s3.test/bucket',
  key: 'uploads/support/x.mp4',
  fields: { key: 'uploads/support/x.mp4', 'Content-Type': 'video/mp4', Policy: 'p' },
};
const start = () => {
  const request = new FakeRequest();
  const percents: number[] = [];
  const file = new File(['data'], 'intro.mp4', { type: 'video/mp4' });
  const handle = uploadFile(
    target,
    file,
    (p) => percents.push(p),
    () => request as unknown as XMLHttpRequest,
  );
  return { request, percents, handle, file };
};

describe('uploadFile', () => {
  it('POSTs the policy fields then the file straight to S3, reporting the percent sent', async () => {
    const { request, percents, handle, file } = start();
    expect(request.opened).toEqual(['POST', 'http://s3.test/bucket']);
    expect([...request.sent!.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'file']);
    expect(request.sent!.get('file')).toBe(file);
    request.progress(25, 100);
    request.progress(50, 100);
    request.finish(204);
    await expect(handle.done).resolves.toBe('uploads/support/x.mp4');
    expect(percents).toEqual([25, 50, 100]);
  });

  it("answers a 413 (or S3's EntityTooLarge) with 'Payload Too Large'", async () => {
    const first = start();
    first.request.finish(413);
    await expect(first.handle.done).rejects.toEqual(new UploadFailed(413, SUPPORT_TEXT.payloadTooLarge));
    const second = start();
    second.request.finish(400, '<Error><Code>EntityTooLarge</Code></Error>');
    await expect(second.handle.done).rejects.toThrow(SUPPORT_TEXT.payloadTooLarge);
    const third = start();
    third.request.finish(403, '<Error><Code>AccessDenied</Code></Error>');
    await expect(third.handle.done).rejects.toThrow(SUPPORT_TEXT.uploadFailed);
  });

  it('cancels', async () => {
    const { handle } = start();
    handle.cancel();
    await expect(handle.done).rejects.toBeInstanceOf(UploadCancelled);
  });
});
