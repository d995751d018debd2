import { CERTIFICATE_TEXT } from '@shared/certificates/texts';
import type { CertificateVerification } from '@shared/certificates/types';
import { CREDENTIAL_TEXT, credentialFileName } from '@shared/certificates/credential.texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const CODE = 'ABCD-EFGH-JKLM-NPQR';
const certificate = (over: Partial<CertificateVerification> = {}): CertificateVerification => ({
  code: CODE,
  status: 'valid',
  participant: 'Ada Okafor',
  course: 'Executive Development Program',
  cohort: 'Harrisburg Spring 2026',
  issued_on: '2026-11-27',
  void_at: null,
  document: 'https://files.example.org/certificates/issued/1.pdf?sig=x',
  document_sha256: 'a'.repeat(64),
  credential: 'eyJhbGciOiJFZERTQSJ9.e30.sig',
  jwks: 'https://portal.example.org/api/.well-known/jwks.json',
  ...over,
});

describe('/verify/:code (public)', { timeout: 30_000 }, () => {
  it('shows a valid certificate without a session: who, what, when, the issued document and the credential', async () => {
    const api = mockApi({ [`GET /api/certificate/verify/${CODE}`]: certificate() });
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Valid');
    const facts = screen.getByRole('table', { name: 'Certificate' });
    expect(within(facts).getByRole('row', { name: /Participant/ })).toHaveTextContent('Ada Okafor');
    expect(within(facts).getByRole('row', { name: /Issued/ })).toHaveTextContent('Nov 27, 2026');
    expect(screen.getByRole('link', { name: 'the document the portal issued' })).toHaveAttribute('href', certificate().document);
    expect(screen.getByLabelText('Signed credential (JWT, EdDSA)')).toHaveValue(certificate().credential);
    expect(api.called(`GET /api/certificate/verify/${CODE}`)).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('says in words that a voided certificate is void', async () => {
    mockApi({ [`GET /api/certificate/verify/${CODE}`]: certificate({ status: 'void', void_at: '2026-11-28T15:00:00.000Z' }) });
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Void: this certificate was voided on .*2026.* and is no longer valid\.$/);
  });

  it("shows the server's refusal for an unknown code", async () => {
    mockApi({ 'GET /api/certificate/verify/ZZZZ-ZZZZ-ZZZZ-ZZZZ': () => jsonResponse({ message: CERTIFICATE_TEXT.unknownCode }, 404) });
    renderApp('/verify/ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent(CERTIFICATE_TEXT.unknownCode);
  });

  it('downloads the Open Badges 3.0 credential as JSON and as its JWT, asking the server once', async () => {
    const saved: Array<{ name: string; blob: Blob }> = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:x';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1].name = this.download;
    });
    const credential = { type: ['VerifiableCredential', 'OpenBadgeCredential'] };
    const api = mockApi({
      [`GET /api/certificate/verify/${CODE}`]: certificate(),
      [`GET /api/certificate/credential/${CODE}`]: { credential, jwt: 'eyJ.vc.sig' },
    });
    renderApp(`/verify/${CODE}`);
    await userEvent.click(await screen.findByRole('button', { name: CREDENTIAL_TEXT.downloadJson }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: CREDENTIAL_TEXT.downloadJwt }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((s) => s.name)).toEqual([credentialFileName(CODE, 'json'), credentialFileName(CODE, 'jwt')]);
    expect(JSON.parse(await saved[0].blob.text())).toEqual(credential);
    expect(await saved[1].blob.text()).toBe('eyJ.vc.sig');
    expect(api.called(`GET /api/certificate/credential/${CODE}`)).toHaveLength(1);
  });
});
