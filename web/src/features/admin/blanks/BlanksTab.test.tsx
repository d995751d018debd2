import type { CourseTemplateRow, CoursesListAnswer, TemplateAnswer } from '@shared/certificates/types';
import { BLANKS_TEXT, CERTIFICATE_TEXT, TEMPLATE_FIELDS } from '@shared/certificates/texts';
import { formatInstant } from '@shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import BlanksTab from './BlanksTab';

const UPLOADED_AT = '2026-03-04T20:05:00.000Z';

const course = (id: number, name: string, abreviation: string, withTemplate = false): CourseTemplateRow => ({
  id,
  name,
  abreviation,
  template: withTemplate
    ? { id: `t-${id}`, file_name: `${abreviation}.png`, uploaded_at: UPLOADED_AT, uploaded_by: 1, uploaded_by_name: 'Sara Senior' }
    : null,
  uploaded_at: withTemplate ? UPLOADED_AT : null,
});

let COURSES: CourseTemplateRow[] = [];
beforeEach(() => {
  COURSES = [
    course(12, 'Principal Foundations', 'PF', true),
    course(11, 'Teacher For Effective Learning', 'TEL'),
    ...Array.from({ length: 12 }, (_, i) => course(100 + i, `Course ${100 + i}`, `C${100 + i}`)),
  ];
});

/** GET /api/get_courses_list as the route answers it: the search on id, name or abbreviation, 10 a page. */
function list(call: RecordedCall): Response {
  const search = (call.query.get('search') ?? '').toLowerCase();
  const page = Number(call.query.get('page') ?? 1);
  const perPage = Number(call.query.get('per_page') ?? 10);
  const matching = COURSES.filter(
    (c) => !search || String(c.id) === search || c.name.toLowerCase().includes(search) || c.abreviation.toLowerCase().includes(search),
  );
  const answer: CoursesListAnswer = {
    courses: matching.slice((page - 1) * perPage, page * perPage),
    total: matching.length,
    page,
    per_page: perPage,
  };
  return jsonResponse(answer);
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** The upload goes by XMLHttpRequest (for its progress): this stands in for it, answering `reply` once released. */
function stubUpload(reply: { status: number; body: unknown }) {
  const sent: Array<{ url: string; headers: Record<string, string>; form: FormData }> = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  class FakeRequest {
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    private listeners: Record<string, Array<(event?: unknown) => void>> = {};
    upload = {
      progress: [] as Array<(event: unknown) => void>,
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        if (type === 'progress') this.upload.progress.push(listener);
      },
    };
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    /** As a real XMLHttpRequest: the answer's headers (the request id of a refusal); none here. */
    getResponseHeader(_name: string): string | null {
      return null;
    }
    addEventListener(type: string, listener: (event?: unknown) => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    abort() {
      for (const l of this.listeners.abort ?? []) l();
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form });
      setTimeout(() => {
        for (const l of this.upload.progress) l({ lengthComputable: true, loaded: 40, total: 100 });
      }, 0);
      void released.then(() => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        for (const l of this.listeners.load ?? []) l();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return { sent, release };
}

afterEach(() => vi.unstubAllGlobals());

function api(extra: Record<string, unknown> = {}) {
  return mockApi({ 'GET /api/get_courses_list': list, ...extra });
}

const table = () => screen.findByRole('table', { name: 'Certificate templates' });
const rowOf = async (name: string) => (await within(await table()).findByRole('cell', { name })).closest('tr') as HTMLTableRowElement;

describe('Blanks tab', { timeout: 30_000 }, () => {
  it('lists the courses 10 a page with their template and New York upload date, searched and paged', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    renderPanel(<BlanksTab />);
    const shown = await table();
    expect(
      within(shown)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Course ID', 'Course', 'Abreviation', 'Certificate Template', 'Uploaded']);
    expect(within(shown).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByTestId('blanks-count')).toHaveTextContent('14 courses');
    expect(calls[0].query.get('per_page')).toBe('10');
    expect(calls[0].query.get('page')).toBe('1');

    const pf = await rowOf('Principal Foundations');
    expect(within(pf).getByText('PF.png')).toBeInTheDocument();
    // 20:05 UTC on March 4 is 3:05 PM in New York.
    expect(within(pf).getByText(formatInstant(UPLOADED_AT))).toHaveTextContent('Mar 4, 2026, 3:05 PM');
    expect(within(pf).getByText('by Sara Senior')).toBeInTheDocument();
    expect(within(pf).getByRole('button', { name: 'Remove template of Principal Foundations' })).toBeInTheDocument();
    const tel = await rowOf('Teacher For Effective Learning');
    expect(within(tel).getByText(BLANKS_TEXT.noTemplate)).toBeInTheDocument();
    expect(within(tel).queryByRole('button', { name: /Remove/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)!.query.get('page')).toBe('2'));
    expect(await screen.findByRole('cell', { name: 'Course 111' })).toBeInTheDocument();

    // A new search starts at page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'tel');
    await waitFor(() => expect(calls.at(-1)!.query.get('search')).toBe('tel'), { timeout: 3_000 });
    expect(calls.at(-1)!.query.get('page')).toBe('1');
    await waitFor(() => expect(screen.getByTestId('blanks-count')).toHaveTextContent('1 course'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search courses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'nothing like it');
    await waitFor(() => expect(screen.getByTestId('blanks-count')).toHaveTextContent(BLANKS_TEXT.noCourses), { timeout: 3_000 });
  });

  it('refuses a file that is not a png by its content before sending, with the spec message', async () => {
    api();
    const upload = stubUpload({ status: 200, body: {} });
    const user = userEvent.setup();
    renderPanel(<BlanksTab />);
    const tel = await rowOf('Teacher For Effective Learning');
    await user.upload(
      within(tel).getByLabelText('Certificate template for Teacher For Effective Learning'),
      new File([JPEG], 'photo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(CERTIFICATE_TEXT.notPng('photo.png'));
    expect(upload.sent).toHaveLength(0);
  });

  it('uploads a png with its progress shown, says so and reads the list again', async () => {
    const { called } = api();
    const answer: TemplateAnswer = {
      message: CERTIFICATE_TEXT.templateUploaded,
      course: course(11, 'Teacher For Effective Learning', 'TEL', true),
    };
    const upload = stubUpload({ status: 200, body: answer });
    const user = userEvent.setup();
    renderPanel(<BlanksTab />);
    const tel = await rowOf('Teacher For Effective Learning');
    // The button opens the file picker (the hidden input), so the keyboard reaches it.
    const input = within(tel).getByLabelText<HTMLInputElement>('Certificate template for Teacher For Effective Learning');
    const picked = vi.spyOn(input, 'click');
    await user.click(within(tel).getByRole('button', { name: 'Upload png for Teacher For Effective Learning' }));
    expect(picked).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', '.png,image/png');

    await user.upload(input, new File([PNG], 'tel template.png', { type: 'image/png' }));
    expect(await within(tel).findByRole('progressbar', { name: 'Upload progress for Teacher For Effective Learning' })).toBeInTheDocument();
    await waitFor(() => expect(within(tel).getByText(BLANKS_TEXT.uploading(40))).toBeInTheDocument());
    expect(within(tel).getByRole('button', { name: 'Upload png for Teacher For Effective Learning' })).toBeDisabled();
    expect(upload.sent).toHaveLength(1);
    expect(upload.sent[0].url).toBe('/api/update_certificate_image');
    expect(upload.sent[0].form.get(TEMPLATE_FIELDS.course)).toBe('11');
    expect((upload.sent[0].form.get(TEMPLATE_FIELDS.image) as File).name).toBe('tel template.png');
    const before = called('GET /api/get_courses_list').length;
    upload.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(CERTIFICATE_TEXT.templateUploaded);
    await waitFor(() => expect(within(tel).queryByRole('progressbar')).toBeNull());
    await waitFor(() => expect(called('GET /api/get_courses_list').length).toBeGreaterThan(before));
  });

  it("shows the server's refusal of a file that only starts as a png", async () => {
    api();
    const refusal = CERTIFICATE_TEXT.notPng('fake.png');
    const upload = stubUpload({ status: 422, body: { message: refusal } });
    const user = userEvent.setup();
    renderPanel(<BlanksTab />);
    const tel = await rowOf('Teacher For Effective Learning');
    await user.upload(
      within(tel).getByLabelText('Certificate template for Teacher For Effective Learning'),
      new File([PNG.slice(0, 8)], 'fake.png'),
    );
    upload.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(within(tel).getByRole('button', { name: 'Upload png for Teacher For Effective Learning' })).toBeEnabled();
  });

  it('removes a template after the confirmation, sending the courseId alone', async () => {
    const answer: TemplateAnswer = { message: CERTIFICATE_TEXT.templateRemoved, course: course(12, 'Principal Foundations', 'PF') };
    const { fetchMock, called } = api({
      'POST /api/update_certificate_image': () => {
        COURSES[0] = answer.course;
        return jsonResponse(answer);
      },
    });
    const user = userEvent.setup();
    renderPanel(<BlanksTab />);
    const pf = await rowOf('Principal Foundations');

    await user.click(within(pf).getByRole('button', { name: 'Remove template of Principal Foundations' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(BLANKS_TEXT.removeQuestion('Principal Foundations'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(called('POST /api/update_certificate_image')).toHaveLength(0);

    await user.click(within(pf).getByRole('button', { name: 'Remove template of Principal Foundations' }));
    dialog = await screen.findByRole('dialog');
    // The confirming button has the focus: Enter removes.
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CERTIFICATE_TEXT.templateRemoved);
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/update_certificate_image'))![1]!;
    const form = init.body as FormData;
    expect(form.get(TEMPLATE_FIELDS.course)).toBe('12');
    expect(form.has(TEMPLATE_FIELDS.image)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list read again has no template: the keyboard goes on from the row's Upload button.
    await waitFor(() => expect(within(pf).getByTestId('template-name')).toHaveTextContent(BLANKS_TEXT.noTemplate));
    await waitFor(() => expect(within(pf).getByRole('button', { name: 'Upload png for Principal Foundations' })).toHaveFocus());
  });
});
