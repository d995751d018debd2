import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getNislData, setMasterUser } from '@/lib/session';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { LeftMenu } from './LeftMenu';

function renderMenu(collapsed = false, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LeftMenu collapsed={collapsed} width={collapsed ? 80 : 250} />
    </MemoryRouter>,
  );
}

describe('LeftMenu', () => {
  it('shows the cut course names and opens the course list', async () => {
    signIn(['participant'], {
      cohort: 'cohort6',
      privileges_un: { cohort6: 'Executive Development Program for School Leaders' },
    });
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const title = within(nav).getByRole('button', { name: 'Executive Developmen...' });
    await userEvent.click(title);
    expect(within(nav).getByRole('link', { name: 'Executive Development Program ...' })).toHaveAttribute('href', '/course/cohort6');
    expect(within(nav).getByRole('link', { name: 'Practitioner Inquiry' })).toHaveAttribute('href', '/practitioner-inquiry');
    expect(within(nav).queryByRole('link', { name: 'Action Learning' })).not.toBeInTheDocument();
  });

  it('opens the group holding the current page', () => {
    signIn(['participant']);
    renderMenu(false, '/foundations/videos');
    const link = screen.getByRole('link', { name: 'Videos' });
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('shows icons with names when collapsed, and groups as pop-up menus', async () => {
    signIn(['participant'], { cohort: 'cohort60' });
    renderMenu(true);
    expect(screen.queryByText('Action Learning')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Action Learning' })).toHaveAttribute('href', '/action-learning');
    await userEvent.click(screen.getByRole('button', { name: 'Foundations' }));
    expect(await screen.findByRole('menuitem', { name: 'Readings' })).toHaveAttribute('href', '/foundations/readings');
  });

  it('bookmarks the course picked (not the current one, nor during Login As) and titles the menu with it', async () => {
    signIn(['participant'], { cohort: 'cohort6', privileges_un: { cohort6: 'Inquiry Course', cohort39: 'Executive Program' } });
    const api = mockApi({ 'PUT /api/update_default_course/cohort39': { data: { cohort: 'cohort39', default_course: 39 } } });
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Inquiry Course' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Inquiry Course' }));
    expect(api.calls).toEqual([]);
    await userEvent.click(within(nav).getByRole('link', { name: 'Executive Program' }));
    expect(await within(nav).findByRole('button', { name: 'Executive Program' })).toBeInTheDocument();
    expect(api.called('PUT /api/update_default_course/cohort39')).toHaveLength(1);
    expect(getNislData()?.cohort).toBe('cohort39');
    expect(within(nav).getByRole('link', { name: 'Action Learning' })).toBeInTheDocument();

    setMasterUser({ token: 'master', nislData: null, userData: null, dateLastUpdatePass: null });
    await userEvent.click(within(nav).getByRole('link', { name: 'Inquiry Course' }));
    expect(api.calls).toHaveLength(1);
    expect(getNislData()?.cohort).toBe('cohort39');
  });
});
