import { describe, expect, it } from 'vitest';
import { SUPPORT_TEXT } from './texts.ts';
import { needsJobFunction, seesSupportTab, SUPPORT_MAX_BYTES, supportContentType, supportFileProblem } from './texts.ts';

describe('who sees a support tab', () => {
  it("'All users' is everyone; 'Admins only' the administrators; level 2 all but participants and superintendents", () => {
    const sees = (roles: string[], jobFunctions: number[] = []) =>
      ([1, 2, 3] as const).filter((level) => seesSupportTab(level, roles, jobFunctions));
    expect(sees(['administrator'])).toEqual([1, 2, 3]);
    expect(sees(['senior_admin'])).toEqual([1, 2, 3]);
    expect(sees(['coach'])).toEqual([1, 2]);
    expect(sees(['nisl_manager', 'participant'])).toEqual([1]);
    expect(sees(['bbp_participant'])).toEqual([1]);
    expect(sees(['superintendent'])).toEqual([1]);
    expect(sees(['coach'], [8])).toEqual([1]);
    expect(sees(['coach'], [7])).toEqual([1, 2]);
    expect(sees(['administrator'], [8])).toEqual([1, 2, 3]);
  });

  it('needs the job function only when the roles do not decide', () => {
    expect(needsJobFunction(['coach'])).toBe(true);
    expect(needsJobFunction(['participant'])).toBe(false);
    expect(needsJobFunction(['administrator', 'coach'])).toBe(false);
  });
});

describe('support files', () => {
  it('take .pdf for the PDF and .mp4 / .mov for the video, up to 200 MB', () => {
    expect(supportContentType('pdf', 'Guide.PDF')).toBe('application/pdf');
    expect(supportContentType('video', 'a.mov')).toBe('video/quicktime');
    expect(supportContentType('video', 'a.mp4')).toBe('video/mp4');
    expect(supportContentType('video', 'a.avi')).toBeUndefined();
    expect(supportFileProblem('video', 'a.mp4', SUPPORT_MAX_BYTES)).toBeUndefined();
    expect(supportFileProblem('video', 'a.mp4', SUPPORT_MAX_BYTES + 1)).toBe(SUPPORT_TEXT.videoTooLarge);
    expect(supportFileProblem('pdf', 'a.pdf', SUPPORT_MAX_BYTES + 1)).toBe(SUPPORT_TEXT.pdfTooLarge);
    expect(supportFileProblem('pdf', 'a.doc', 10)).toBe(SUPPORT_TEXT.pdfWrongType);
    expect(supportFileProblem('pdf', 'a.pdf', 0)).toBe(SUPPORT_TEXT.pdfWrongType);
  });
});
