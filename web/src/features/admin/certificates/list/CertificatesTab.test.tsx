import type { CertificateListAnswer, CertificateListRow } from '@shared/certificates/list.types';
import { CERTIFICATE_TEXT } from '@shared/certificates/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '@/test/fixtures';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderPanel } from '../../components/render-panel';
import CertificatesTab from './CertificatesTab';

const row = (n: number, voided = false): CertificateListRow => ({
  id: 500 + n,
  user_id: 80 + n,
  cohort_id: 9,
  user_name: `Person ${n}`,
  cohort_name: 'Spring Cohort',
  created_at: '2026-03-04T20:05:00.000Z',
  created_by: 1,
  created_by_name: 'Ada Admin',
  void_at: voided ? '2026-03-05T20:05:00.000Z' : null,
  void_by: voided ? 1 : null,
  void_by_name: voided ? 'Ada Admin' : null,
  void_reason: voided ? 'Wrong cohort' : null,
});

const ROWS = [row(1), row(2, true), ...Array.from({ length: 58 }, (_, i) => row(10 + i))];

function list(call: RecordedCall): Response {
  const page = Number(call.query.get('page') ?? 1);
  const perPage = Number(call.query.get('per_page') ?? 50);
  const search = (call.query.get('search') ?? '').toLowerCase();
  const matching = ROWS.filter((r) => !search || r.user_name.toLowerCase().includes(search));
  const answer: CertificateListAnswer = {
    certificates: matching.slice((page - 1) * perPage, page * perPage),
    totalCertificates: matching.length,
    page,
    per_page: perPage,
  };
  return jsonResponse(answer);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const table = () => screen.findByRole('table', { name: 'Certificates' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr') as HTMLTableRowElement;

describe('Certificates tab', { timeout: 30_000 }, () => {
  it('lists 50 a page, newest first by default, and searches by name', async () => {
    signIn(['administrator']);
    const { calls } = mockApi({ 'GET /api/participantCertificate': list });
    const user = userEvent.setup();
    renderPanel(<CertificatesTab />);
    expect(await screen.findByTestId('certificates-count')).toHaveTextContent('60 certificates');
    expect(within(await table()).getAllByRole('row')).toHaveLength(51);
    expect(calls[0].query.get('per_page')).toBe('50');
    expect(calls[0].query.get('column')).toBe('created_at');
    expect(calls[0].query.get('order_by')).toBe('desc');
    await user.type(screen.getByRole('searchbox', { name: 'Search by user or cohort name' }), 'Person 20');
    await waitFor(() => expect(screen.getByTestId('certificates-count')).toHaveTextContent('1 certificate Filters have been set.'));
    expect(calls.at(-1)!.query.get('search')).toBe('Person 20');
  });

  it('offers Void only to holders of the certificates role, on active certificates; Print is disabled when void', async () => {
    signIn(['administrator']);
    mockApi({ 'GET /api/participantCertificate': list });
    renderPanel(<CertificatesTab />);
    const active = await rowOf('Person 1');
    expect(within(active).queryByRole('button', { name: /Void/ })).toBeNull();
    expect(within(active).getByRole('button', { name: /Print/ })).toBeEnabled();
    const voided = await rowOf('Person 2');
    expect(within(voided).getByRole('button', { name: /Print/ })).toBeDisabled();
    expect(within(voided).getByText('Wrong cohort')).toBeInTheDocument();
  });

  it('voids with a required reason in a modal showing the user and cohort', async () => {
    signIn(['administrator', 'certificates']);
    const { called } = mockApi({
      'GET /api/participantCertificate': list,
      'POST /api/save_void_certificate': { message: CERTIFICATE_TEXT.voidedDone, certificate: {} },
    });
    const user = userEvent.setup();
    renderPanel(<CertificatesTab />);
    const active = await rowOf('Person 1');
    expect(within(await rowOf('Person 2')).queryByRole('button', { name: /Void/ })).toBeNull();
    expect(within(await rowOf('Person 2')).getByRole('button', { name: /Restore/ })).toBeInTheDocument();
    await user.click(within(active).getByRole('button', { name: 'Void the certificate of Person 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void certificate' });
    expect(dialog).toHaveTextContent('Person 1');
    expect(dialog).toHaveTextContent('Spring Cohort');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CERTIFICATE_TEXT.voidReasonRequired);
    expect(within(dialog).getByRole('textbox', { name: /Reason for voiding/ })).toHaveAccessibleDescription(
      CERTIFICATE_TEXT.voidReasonRequired,
    );
    expect(called('POST /api/save_void_certificate')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for voiding/ }), 'Issued by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(called('POST /api/save_void_certificate')).toHaveLength(1));
    expect(called('POST /api/save_void_certificate')[0].body).toEqual({ cohortId: 9, userId: 81, reasonVoid: 'Issued by mistake' });
    expect(await screen.findByText(CERTIFICATE_TEXT.voidedDone)).toBeInTheDocument();
  });
});
