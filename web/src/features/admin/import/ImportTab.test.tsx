import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_RUN_ID, type ImportAnswer } from '@shared/user-import/types';
import * as USER_FORM_TEXT from '@shared/users/form.texts';
import { IMPORT_TEXT } from '@shared/user-import/texts';
import { LOOKUPS_TEXT } from '@shared/lookups/texts';
import { jsonResponse, signIn } from '@/test/fixtures';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import ImportTab from './ImportTab';
import { resetImport } from './use-csv-import';

const course = (id: number, name: string) => ({ id, key: id, name, abbreviation: name.slice(0, 3), is_edp: true, is_nisl: true });
const role = (id: number, slug: string, name: string) => ({ id, slug, name, hide: false, deleted_at: null, built_in: true });

const lookups = {
  'GET /api/role': {
    roles: [],
    roles_no_trash: [role(1, 'administrator', 'Administrator'), role(10, 'participant', 'Participant'), role(11, 'coach', 'Coach')],
  },
  'GET /api/get_edp_nisl_courses': {
    edpCourses: [course(10, 'Executive Development Program')],
    nislCourses: [course(10, 'Executive Development Program'), course(12, 'Principal Foundations')],
  },
  // The server's search (issue 32): the cohorts whose name holds the text.
  'GET /api/cohort': (call: RecordedCall) =>
    jsonResponse(
      [{ id: 7, name: 'Ohio EDP Cohort 7', course_id: 10, state_id: 3 }].filter((c) =>
        c.name.toLowerCase().includes(call.query.get('search')?.toLowerCase() ?? 'the full list'),
      ),
    ),
};

/** The forms posted to the import route, read back from the fetch calls. */
function importCalls(fetchMock: ReturnType<typeof mockApi>['fetchMock']): FormData[] {
  return fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/user/import-csv')).map(([, init]) => init!.body as FormData);
}

function answerFor(form: FormData, fail: (row: number) => string | undefined = () => undefined): Promise<ImportAnswer> {
  return (form.get('csv_file') as File).text().then((text) => {
    const lines = text.split(/\r?\n/).slice(1).filter(Boolean);
    const first = Number(form.get('first_row'));
    const response = lines.map((line, i) => {
      const row = first + i;
      const message = fail(row);
      return {
        row,
        success: !message,
        csv_data: { username: line.split(',')[0], email: line.split(',')[1] },
        message: message ?? IMPORT_TEXT.created,
      };
    });
    const failed = response.filter((r) => !r.success);
    return {
      response,
      csv: { columns: ['username', 'email'], ignored: [] },
      pendingUsers: [],
      totalRows: response.length,
      totalSave: response.length - failed.length,
      errors: failed.map((r) => IMPORT_TEXT.rowError(r.row, r.message)),
    };
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

const csvFile = (text: string, name = 'people.csv') => new File([text], name, { type: 'text/csv' });

describe('Import from CSV tab', () => {
  beforeEach(() => {
    signIn(['administrator']);
    resetImport();
  });

  it('asks for what is missing with the spec messages before sending anything', async () => {
    const api = mockApi(lookups);
    const user = userEvent.setup();
    renderPanel(<ImportTab />);
    const start = screen.getByRole('button', { name: 'Start importing' });
    await user.click(start);
    // Everything missing listed at the top and marked; the first field takes the focus (issue 34).
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([USER_FORM_TEXT.atLeastOneRole, IMPORT_TEXT.privilegesRequired, IMPORT_TEXT.fileRequired]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Choose .csv file' })).toHaveAccessibleDescription(IMPORT_TEXT.fileRequired);
    await choose(user, 'Role', 'Participant');
    await user.click(start);
    expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_TEXT.privilegesRequired);
    await user.click(screen.getByRole('radio', { name: 'Cohorts' }));
    await user.click(start);
    expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_TEXT.cohortsRequired);
    // The cohorts come as typed, never the whole list.
    await user.click(screen.getByRole('combobox', { name: 'Cohort' }));
    expect(await screen.findByText(LOOKUPS_TEXT.typeToSearch)).toBeInTheDocument();
    await user.keyboard('nothing');
    expect(await screen.findByText(LOOKUPS_TEXT.noCohortsMatch)).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox', { name: 'Cohort' }));
    await user.keyboard('edp');
    await user.click(await screen.findByRole('option', { name: 'Ohio EDP Cohort 7' }));
    expect(api.called('GET /api/cohort').map((c) => c.query.get('search'))).toEqual(['nothing', 'edp']);
    await user.click(start);
    expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_TEXT.fileRequired);
    await user.upload(screen.getByLabelText('CSV file'), csvFile('a', 'people.xlsx'));
    expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_TEXT.csvOnly);
    expect(screen.getByRole('button', { name: 'Choose .csv file' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.called('POST /api/user/import-csv')).toHaveLength(0);
  }, 20_000);

  it('offers the administrator roles only to a senior admin, and opens the help', async () => {
    mockApi(lookups);
    const user = userEvent.setup();
    renderPanel(<ImportTab />);
    await user.click(screen.getByLabelText('Role'));
    expect(await screen.findByRole('option', { name: 'Participant' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Administrator' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const help = await screen.findByRole('dialog', { name: 'Importing accounts from a CSV file' });
    expect(help).toHaveTextContent('username and email — required');
    expect(help).toHaveTextContent('Existing account: an empty cell leaves its password unchanged');
  }, 20_000);

  it('sends the file in parts with progress, then shows the merged result, the first error and the pending duplicates', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      ...lookups,
      'POST /api/user/import-csv': async () => {
        const forms = importCalls(api.fetchMock);
        const form = forms[forms.length - 1];
        // The second part waits, so the progress of the first can be seen.
        if (forms.length === 2) await new Promise<void>((resolve) => (release = resolve));
        const answer = await answerFor(form, (row) => (row === 3 ? USER_FORM_TEXT.invalidEmail : undefined));
        if (forms.length === 3)
          answer.pendingUsers = [
            {
              row: 600,
              user_id: 99,
              username: 'u598',
              email: 'u598@x.org',
              name: 'Pat Twin',
              duplicates: [{ id: 5, name: 'Pat Twin', username: 'pat', email: 'pat@x.org' }],
            },
          ];
        return jsonResponse(answer);
      },
    });
    const user = userEvent.setup();
    const view = renderPanel(<ImportTab />);
    await choose(user, 'Role', 'Participant');
    await choose(user, 'Course Privileges', 'Principal Foundations');
    await user.click(screen.getByRole('checkbox', { name: 'Send credentials' }));
    const rows = Array.from({ length: 600 }, (_, i) => `u${i},u${i}@x.org`);
    await user.upload(screen.getByLabelText('CSV file'), csvFile(`username,email\n${rows.join('\n')}\n`));
    await user.click(screen.getByRole('button', { name: 'Start importing' }));

    expect(await screen.findByText(IMPORT_TEXT.progress(250, 600))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start importing' })).toBeDisabled();
    // Leaving the tab (the admin area unmounts it) does not stop the import; coming back shows it.
    view.unmount();
    renderPanel(<ImportTab />);
    expect(await screen.findByText(IMPORT_TEXT.progress(250, 600))).toBeInTheDocument();
    release();
    const pending = await screen.findByRole('dialog', { name: IMPORT_TEXT.pendingTitle });
    expect(pending).toHaveTextContent('Row 600: Pat Twin (u598, u598@x.org)');
    expect(pending).toHaveTextContent('May duplicate: Pat Twin (pat)');
    await user.click(within(pending).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByRole('status')).toHaveTextContent('Rows: 600 · Saved: 599 · Not saved: 1 · Pending: 1');
    expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_TEXT.rowError(3, USER_FORM_TEXT.invalidEmail));
    const table = screen.getByRole('table', { name: 'Import result' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(`3No${USER_FORM_TEXT.invalidEmail}u1 · u1@x.org`);

    const forms = importCalls(api.fetchMock);
    expect(forms.map((f) => f.get('first_row'))).toEqual(['2', '252', '502']);
    // One file, one run: every part carries the same run id, so the server sees repeats across parts.
    const runIds = new Set(forms.map((f) => f.get('run_id')));
    expect(runIds.size).toBe(1);
    expect(String([...runIds][0])).toMatch(IMPORT_RUN_ID);
    expect(forms[0].getAll('roles[]')).toEqual(['10']);
    expect(forms[0].getAll('privileges[]')).toEqual(['12']);
    expect([forms[0].get('type_upload'), forms[0].get('send_credentials'), forms[0].get('send_updated_data')]).toEqual([
      'courses',
      'true',
      'false',
    ]);
    expect((forms[0].get('csv_file') as File).name).toBe('people.csv');
  }, 20_000);

  it('refuses a file over the size limit before sending anything, saying the limit', async () => {
    const api = mockApi(lookups);
    const user = userEvent.setup();
    renderPanel(<ImportTab />);
    await choose(user, 'Role', 'Coach');
    await choose(user, 'Course Privileges', 'Executive Development Program');
    await user.upload(screen.getByLabelText('CSV file'), csvFile(`username,email\n${'x'.repeat(IMPORT_LIMITS.maxFileBytes)}\n`));
    await user.click(screen.getByRole('button', { name: 'Start importing' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_TEXT.fileTooLarge(IMPORT_LIMITS.maxFileBytes)));
    expect(api.called('POST /api/user/import-csv')).toHaveLength(0);
  });

  it("stops at a refused form and shows the server's message", async () => {
    mockApi({ ...lookups, 'POST /api/user/import-csv': () => jsonResponse({ message: IMPORT_TEXT.missingColumns(['email']) }, 422) });
    const user = userEvent.setup();
    renderPanel(<ImportTab />);
    await choose(user, 'Role', 'Coach');
    await choose(user, 'Course Privileges', 'Executive Development Program');
    await user.upload(screen.getByLabelText('CSV file'), csvFile('username\nsolo\n'));
    await user.click(screen.getByRole('button', { name: 'Start importing' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_TEXT.missingColumns(['email'])));
    expect(screen.queryByRole('table', { name: 'Import result' })).not.toBeInTheDocument();
  });
});
