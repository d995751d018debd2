import { CERTIFICATE_TEXT } from '@shared/certificates/texts';
import type { CertificateVerification } from '@shared/certificates/types';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
