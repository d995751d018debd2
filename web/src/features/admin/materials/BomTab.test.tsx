import type { BomRow, MaterialImportAnswer } from '@shared/materials/types';
import { MATERIAL_FIELDS, MATERIAL_TEXT } from '@shared/materials/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import BomTab from './BomTab';

const courses = [
  { id: 10, key: 39, name: 'Course 39', abbreviation: 'C39', is_edp: false, is_nisl: true },
  { id: 12, key: 25, name: 'Course 25', abbreviation: 'C25', is_edp: true, is_nisl: false },
];
const row: BomRow = {
  id: 10,
  course: { id: 10, name: 'Course 39' },
  file_name: 'bom.xlsx',
  file_url: 'boms/10/00000000-0000-0000-0000-000000000000/bom.xlsx',
  material_status: 'Shipped (2), Pending (1)',
  cohorts: 3,
  who_created: 'Adam Admin',
  who_updated: 'Sara Senior',
  created_at: '2026-03-04T20:05:00.000Z',
  updated_at: '2026-03-05T20:05:00.000Z',
};

/** The upload goes by XMLHttpRequest (for its progress): this stands in for it, answering `reply`. */
function stubUpload(reply: { status: number; body: unknown }) {
  const sent: Array<{ url: string; headers: Record<string, string>; form: FormData }> = [];
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
        for (const l of this.upload.progress) l({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        for (const l of this.listeners.load ?? []) l();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

function api(rows: BomRow[] = [row]) {
  return mockApi({
    'GET /api/boms': rows,
    'GET /api/courses': courses,
    'GET /api/courses/get/default-course': { default_course: 12 },
  });
}

const xlsxFile = (name = 'new.xlsx') => new File(['PK fake'], name, { type: 'application/octet-stream' });

describe('BOM tab', { timeout: 30_000 }, () => {
  it("lists each course's file with its statuses, created and modified", async () => {
    api();
    renderPanel(<BomTab />);
    const table = await screen.findByRole('table', { name: 'Materials lists (BOM)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Course', 'File', 'Created', 'Modified', 'Edit']);
    expect(within(table).getByRole('button', { name: 'bom.xlsx' })).toBeInTheDocument();
    expect(within(table).getByText('3 cohorts: Shipped (2), Pending (1)')).toBeInTheDocument();
    expect(within(table).getByText('by Adam Admin')).toBeInTheDocument();
    expect(within(table).getByText('by Sara Senior')).toBeInTheDocument();
  });

  it('says what is missing before sending, then uploads with progress and shows the spec message', async () => {
    const { called } = api([]);
    const sent = stubUpload({
      status: 200,
      body: { message: MATERIAL_TEXT.uploaded, cohorts: 3, updated: 3, bom: row } satisfies MaterialImportAnswer,
    });
    // The picker offers xls and xlsx, but a person may still pick another file ("All files").
    const user = userEvent.setup({ applyAccept: false });
    renderPanel(<BomTab />);
    expect(await screen.findByText('No materials lists yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import material status' });
    // The default course is chosen.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Course/ })).toHaveTextContent('Course 25'));
    await user.click(within(dialog).getByRole('button', { name: 'Start importing' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please attach the file (xlsx) with the material status.');
    // The file button is marked and takes the focus (issue 34).
    const choose = within(dialog).getByRole('button', { name: /Choose xls or xlsx file/ });
    await waitFor(() => expect(choose).toHaveFocus());
    expect(choose).toHaveAttribute('aria-invalid', 'true');
    expect(choose).toHaveAccessibleDescription(MATERIAL_TEXT.fileRequired);
    expect(sent).toHaveLength(0);

    const input = within(dialog).getByLabelText('Materials spreadsheet');
    await user.upload(input, new File(['a,b'], 'list.csv', { type: 'text/csv' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MATERIAL_TEXT.notSpreadsheet('list.csv'));
    await user.upload(input, xlsxFile());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('new.xlsx')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start importing' }));

    expect(await screen.findByText(MATERIAL_TEXT.uploaded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import material status' })).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/import_material_status');
    expect(sent[0].form.get(MATERIAL_FIELDS.course)).toBe('12');
    expect((sent[0].form.get(MATERIAL_FIELDS.file) as File).name).toBe('new.xlsx');
    // The list is read again.
    await waitFor(() => expect(called('GET /api/boms').length).toBeGreaterThan(1));
  });

  it("Edit keeps the row's course; the server's refusal is shown in the form", async () => {
    api();
    const refusal = MATERIAL_TEXT.missingColumns(['Material Status'], ['Cohort ID']);
    const sent = stubUpload({ status: 422, body: { message: refusal } });
    const user = userEvent.setup();
    renderPanel(<BomTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit Course 39' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import material status' });
    const select = within(dialog).getByRole('combobox', { name: /Course/ });
    expect(select).toHaveTextContent('Course 39');
    expect(select).toHaveAttribute('aria-disabled', 'true');
    await user.upload(within(dialog).getByLabelText('Materials spreadsheet'), xlsxFile('old.xls'));
    await user.click(within(dialog).getByRole('button', { name: 'Start importing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(sent[0].form.get(MATERIAL_FIELDS.course)).toBe('10');
    expect(within(dialog).getByRole('button', { name: 'Start importing' })).toBeEnabled();
  });
});
