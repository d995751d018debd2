import * as MESSAGES from '@shared/texts/general';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signIn } from '@/test/fixtures';
import { FindParticipant } from '../index';
import { participantInfo } from '../test-data';
import { calledUrls, renderWithProviders, routeFetch } from '../test-utils';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('find-participant box', () => {
  it('shows only to nisl_manager and the three facilitator roles (spec 01 §7), not to participants or administrators', async () => {
    for (const roles of [['participant'], ['administrator'], ['senior_admin', 'administrator']]) {
      signIn(roles);
      const { unmount } = renderWithProviders(<FindParticipant />);
      await sleep(50);
      expect(screen.queryByLabelText('Find participant')).not.toBeInTheDocument();
      unmount();
    }
    for (const role of ['nisl_manager', 'facilitator_national', 'facilitator_local', 'facilitator_local_inc']) {
      signIn([role]);
      const view = renderWithProviders(<FindParticipant />);
      expect(await screen.findByLabelText('Find participant')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('searches only from 3 characters and says User not found on an empty answer', async () => {
    signIn(['facilitator_local']);
    const fetchMock = routeFetch({ '/api/user/get-user-search/': () => jsonResponse({ users: [] }) });
    renderWithProviders(<FindParticipant />);
    const box = await screen.findByLabelText('Find participant');
    await userEvent.type(box, 'zz');
    await sleep(450);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.userNotFound)).not.toBeInTheDocument();

    await userEvent.type(box, 'q');
    expect(await screen.findByText(MESSAGES.userNotFound)).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual(['/api/user/get-user-search/zzq']);
  });

  it('debounces typing into one call, and choosing a user opens the participant dialog', async () => {
    signIn(['nisl_manager']);
    const fetchMock = routeFetch({
      '/api/user/get-user-search/': () =>
        jsonResponse({ users: [{ key: 77, name: 'Pat Participant', username: 'participant', email: 'pat@example.org' }] }),
      '/api/users/get-info-search-menu': () => jsonResponse(participantInfo()),
    });
    renderWithProviders(<FindParticipant />);
    const box = await screen.findByLabelText('Find participant');
    // The keys as one burst (no pause between them, whatever the machine's load), as a quick typist's
    // arrive within the debounce: only the whole word is searched.
    await userEvent.setup({ delay: null }).type(box, 'Particip');
    const option = await screen.findByRole('option', { name: /Pat Participant/ });
    expect(calledUrls(fetchMock)).toEqual(['/api/user/get-user-search/Particip']);

    await userEvent.click(option);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Mr. Pat Participant' })).toBeInTheDocument();
    await waitFor(() => expect(calledUrls(fetchMock)).toContain('/api/users/get-info-search-menu?user_id=77'));
    expect(box).toHaveValue('');
  });

  it("shows a name-only hit (someone outside the caller's cohorts) greyed out, and does not open it", async () => {
    signIn(['facilitator_national']);
    const fetchMock = routeFetch({
      '/api/user/get-user-search/': () =>
        jsonResponse({
          users: [
            { key: 78, name: 'Cora Coordinator' },
            { key: 77, name: 'Pat Participant', username: 'participant', email: 'pat@example.org' },
          ],
        }),
      '/api/users/get-info-search-menu': () => jsonResponse(participantInfo()),
    });
    renderWithProviders(<FindParticipant />);
    await userEvent.type(await screen.findByLabelText('Find participant'), 'Cora');
    const outside = await screen.findByRole('option', { name: /Cora Coordinator/ });
    expect(outside).toHaveAttribute('aria-disabled', 'true');
    expect(within(outside).getByText(MESSAGES.notYourParticipant)).toBeInTheDocument();
    expect(within(screen.getByRole('option', { name: /Pat Participant/ })).getByText('pat@example.org')).toBeInTheDocument();
    await userEvent.click(outside, { pointerEventsCheck: 0 });
    await sleep(50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calledUrls(fetchMock)).not.toContain('/api/users/get-info-search-menu?user_id=78');
  });
});
