import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dashboardSession } from '../test-data';
import { ParticipantActivityList } from './cells/ParticipantActivityList';
import { SessionCards } from './SessionCards';

function renderCards(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('session cards (phones and tablets)', () => {
  it('shows one card per session with its Roster link, the group headers and the view as labelled fields', () => {
    const sessions = [dashboardSession(), dashboardSession({ id: '11-4', start_date: null, end_date: null, unit_id: '4' })];
    renderCards(
      <SessionCards sessions={sessions} from="today" view="assignments_attendance" viewCities={false} missingAttendance={{}} alp={{}} />,
    );
    const cards = screen.getAllByTestId('dashboard-row');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByTestId('roster-link')).toHaveAttribute('href', expect.stringContaining('/dashboard/cohort/11/event/301'));
    expect(within(cards[0]).getByTestId('cohort-title')).toHaveTextContent('NY Albany EDP 2025 #1');
    expect(
      within(cards[0])
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Facilitators', 'Co-facilitators', 'Producer', 'Missing attendance']);
    expect(screen.getAllByTestId('group-header').map((header) => header.textContent)).toEqual(['Not Yet Scheduled']);
  });

  it('opens a long participant list in place instead of scrolling inside the row', async () => {
    const participants = Array.from({ length: 12 }, (_, i) => ({
      id: 100 + i,
      name: `Person ${i + 1}`,
      email: `p${i}@example.org`,
      activity: 'never' as const,
    }));
    render(<ParticipantActivityList participants={participants} alp={{}} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    const more = screen.getByRole('button', { name: 'Show all 12 participants' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });
});
