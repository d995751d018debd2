import { COHORT_TEXT } from '@shared/cohort-builder/form.texts';
import { DISCARD_BUTTONS } from '@shared/texts/confirm';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { ACTIVE_TAB_KEY } from '../admin-tabs';

/** What the admin page, the Cohort Builder list, a new cohort's form and the Certificates tab read. */
function api() {
  return mockApi({
    'GET /api/portal_banners': { show_banner: false, banner_for_show: null },
    'GET /api/get-active-logon-popup': { popup: null },
    'GET /api/cohort-builder/cohorts': { cohorts: { data: [], total: 0, current_page: 1, per_page: 50, last_page: 1 }, totalCohorts: 0 },
    'GET /api/get_cohort_builder_filters': {
      courses: [{ id: 10, key: 39, name: 'Executive Development Program' }],
      states: [{ id: 1, code: 'PA', name: 'Pennsylvania' }],
      deliveryModels: [{ id: 1, slug: 'in_person', name: 'In Person' }],
      meetingTypes: [],
      createdBy: [],
      updatedBy: [],
    },
    'GET /api/courses/get/cohort-builder': { courses: [] },
    'GET /api/participantCertificate': { certificates: [], totalCertificates: 0, page: 1, per_page: 50 },
  });
}

/** The first render loads the shell, the admin page and the tab's chunks: slow on a loaded machine. */
const SLOW = { timeout: 30_000 };

const question = () => within(screen.getByText(COHORT_TEXT.cancelWithChanges).closest('[role="dialog"]') as HTMLElement);

describe('admin tabs and the cohort form', { timeout: 60_000 }, () => {
  it("asks the form's cancel question before another tab drops its unsaved changes; Keep editing keeps them, Discard changes switches", async () => {
    signIn(['nisl_manager']);
    localStorage.setItem(ACTIVE_TAB_KEY, '13');
    api();
    renderApp('/admin');
    const user = userEvent.setup();
    const tabs = within(await screen.findByRole('tablist', { name: 'Admin tabs' }, SLOW));

    // Without changes the form goes at once, as with Cancel.
    await user.click(await screen.findByRole('button', { name: 'Add New' }, SLOW));
    const title = await screen.findByRole('textbox', { name: 'Title' }, SLOW);
    await user.click(tabs.getByRole('tab', { name: 'Certificates' }));
    expect(await screen.findByRole('searchbox', { name: 'Search by user or cohort name' }, SLOW)).toBeInTheDocument();
    expect(title).not.toBeInTheDocument();

    await user.click(tabs.getByRole('tab', { name: 'Cohort Builder' }));
    await user.click(await screen.findByRole('button', { name: 'Add New' }, SLOW));
    await user.click(await screen.findByRole('textbox', { name: 'Title' }, SLOW));
    await user.paste('Buffalo PF');
    await user.click(tabs.getByRole('tab', { name: 'Certificates' }));
    await user.click(question().getByRole('button', { name: DISCARD_BUTTONS.keep }));
    await waitFor(() => expect(screen.queryByText(COHORT_TEXT.cancelWithChanges)).not.toBeInTheDocument());
    // The page behind the closing dialog is hidden until it has closed.
    await waitFor(() => expect(tabs.getByRole('tab', { name: 'Cohort Builder' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Buffalo PF');
    expect(localStorage.getItem(ACTIVE_TAB_KEY)).toBe('13');

    await user.click(tabs.getByRole('tab', { name: 'Certificates' }));
    await user.click(question().getByRole('button', { name: DISCARD_BUTTONS.discard }));
    expect(await screen.findByRole('searchbox', { name: 'Search by user or cohort name' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_TAB_KEY)).toBe('15');
  });
});
