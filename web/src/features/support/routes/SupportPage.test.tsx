import type { SupportPageAnswer, SupportTab, SupportTopic } from '@shared/support/types';
import { SUPPORT_TEXT } from '@shared/support/texts';
import { SUPPORT_MAX_BYTES } from '@shared/support/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const topic = (id: number, name: string, extra: Partial<SupportTopic> = {}): SupportTopic => ({
  id,
  name,
  support_session_id: 1,
  sequence: id,
  is_active: true,
  pdf: 'guide.pdf',
  video: 'intro.mp4',
  pdf_url: `http://files.test/support/${id}/guide.pdf?sig`,
  video_url: `http://files.test/support/${id}/intro.mp4?sig`,
  first_name: 'Adam',
  last_name: 'Admin',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const tab = (id: number, name: string, topics: SupportTopic[], has_access: SupportTab['has_access'] = 1): SupportTab => ({
  id,
  name,
  has_access,
  sequence: id,
  is_active: true,
  first_name: 'Adam',
  last_name: 'Admin',
  updated_at: '2026-11-20T10:00:00.000Z',
  topics,
});

const page = (can_edit: boolean): SupportPageAnswer => ({
  can_edit,
  data: [
    tab(1, 'Getting started', [topic(1, 'Welcome'), topic(2, 'Your dashboard', { video: null, video_url: null })]),
    tab(2, 'Facilitating', [topic(3, 'Rosters', { support_session_id: 2 })], 2),
  ],
});

function supportApi(can_edit: boolean) {
  return mockApi({
    'GET /api/portal_banners': { show_banner: false, banner_for_show: null },
    'GET /api/get-active-logon-popup': { popup: null },
    'GET /api/keepalive': {},
    'GET /api/support/session': page(can_edit),
    'POST /api/support/session/item/sequence': { message: SUPPORT_TEXT.orderSaved, id: 1 },
  });
}

/** The first render loads the lazy shell and page: on a busy two-core machine it can take longer than the usual wait. */
const FIRST_RENDER = { timeout: 20_000 };

describe('support page', () => {
  it('shows the tabs and topics; a video plays in the page, a PDF opens; a participant has no editing controls', async () => {
    signIn(['participant']);
    supportApi(false);
    renderApp('/support');
    const tabs = await screen.findByRole('tablist', { name: 'Support tabs' }, FIRST_RENDER);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Getting started', 'Facilitating']);
    const topics = screen.getByRole('list', { name: 'Topics of Getting started' });
    expect(
      within(topics)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Welcome', 'Your dashboard']);
    expect(screen.getByRole('link', { name: 'View PDF: Welcome' })).toHaveAttribute('href', 'http://files.test/support/1/guide.pdf?sig');
    expect(screen.queryByRole('button', { name: 'Play video: Your dashboard' })).not.toBeInTheDocument();
    for (const name of ['Add Topic', 'Tab settings', 'Edit Welcome', 'Delete Welcome', 'Move Welcome down']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(dialog).getByLabelText('Video: Welcome')).toHaveAttribute('src', 'http://files.test/support/1/intro.mp4?sig');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Facilitating' }));
    expect(await screen.findByRole('heading', { name: 'Rosters' })).toBeInTheDocument();
  });

  it('lets an administrator move a topic with the keyboard: the move sends the source and the target', async () => {
    signIn(['administrator']);
    const api = supportApi(true);
    renderApp('/support');
    await userEvent.click(await screen.findByRole('button', { name: 'Move Welcome down' }, FIRST_RENDER));
    await waitFor(() => expect(api.called('POST /api/support/session/item/sequence')).toHaveLength(1));
    expect(api.called('POST /api/support/session/item/sequence')[0]!.body).toEqual({ source_id: 1, target_id: 2 });
    expect(await screen.findByText(SUPPORT_TEXT.orderSaved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Welcome up' })).toBeDisabled();
  });

  it("Add Topic: 'Choose a session' and 'Enter the topic'; a file over 200 MB is refused before any byte is sent and OK is disabled", async () => {
    signIn(['administrator']);
    const api = supportApi(true);
    renderApp('/support');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Topic' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Add Topic' });
    // The session defaults to the open tab; clear the name and try.
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText(SUPPORT_TEXT.enterTopic)).toBeInTheDocument();
    const big = new File(['x'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: SUPPORT_MAX_BYTES + 1 });
    await userEvent.upload(within(dialog).getByLabelText('Video file'), big);
    expect(await within(dialog).findByText(SUPPORT_TEXT.videoTooLarge)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDisabled();
    const bigPdf = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(bigPdf, 'size', { value: SUPPORT_MAX_BYTES + 1 });
    await userEvent.upload(within(dialog).getByLabelText('PDF file'), bigPdf);
    expect(await within(dialog).findByText(SUPPORT_TEXT.pdfTooLarge)).toBeInTheDocument();
    expect(api.called('POST /api/support/upload')).toHaveLength(0);
  });

  it('Tab settings: name and access are required', async () => {
    signIn(['administrator']);
    supportApi(true);
    renderApp('/support');
    await userEvent.click(await screen.findByRole('button', { name: 'Tab settings' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Tab settings' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Getting started'), expect.stringContaining('Facilitating')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tab' }));
    expect(await within(dialog).findByText(SUPPORT_TEXT.tabNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(SUPPORT_TEXT.tabAccessRequired)).toBeInTheDocument();
  });
});
