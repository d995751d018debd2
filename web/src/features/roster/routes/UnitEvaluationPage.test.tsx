import * as MESSAGES from '@shared/texts/general';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { surveyPresentation } from '../test-data';
import UnitEvaluationPage from './UnitEvaluationPage';

function renderPage(path = '/dashboard/cohort/11/unit/2/evaluation?postId=5011') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/cohort/:cohortId/unit/:unit/evaluation', element: <UnitEvaluationPage /> }], {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('unit evaluation report', { timeout: 30_000 }, () => {
  it('shows each question as a chart beside its table of description, percentage and count', async () => {
    signIn(['facilitator_national']);
    const { calls } = mockApi({ 'GET /api/getSurveyResponsePresentation': surveyPresentation() });
    renderPage();
    expect(await screen.findByTestId('survey-name')).toHaveTextContent('Unit 2 Evaluation');
    const [question] = screen.getAllByTestId('survey-question');
    expect(question).toHaveTextContent('1. The facilitator was well prepared');
    expect(
      within(question)
        .getAllByTestId('survey-answer')
        .map((row) => row.textContent),
    ).toEqual(['Strongly agree62.5%5', 'Agree37.5%3']);
    expect(question.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('survey-cohort')).toHaveTextContent('NY Albany EDP 2025 #1 – Unit 2');
    expect(screen.getByTestId('survey-refresh-note')).toHaveTextContent(
      'This report is refreshed at 11am ET, 3:05pm, 5pm, 8pm and 1:15am. Last refreshed Feb 12, 2026, 11:00 AM ET.',
    );
    expect(Object.fromEntries(calls[0].query)).toEqual({ cohortId: '11', unit: '2', postId: '5011' });
  });

  it('says when there are no answers yet', async () => {
    signIn(['facilitator_national']);
    mockApi({
      'GET /api/getSurveyResponsePresentation': surveyPresentation({
        survey_name: null,
        respondents: 0,
        questions: [],
        refreshed_at: null,
      }),
    });
    renderPage();
    expect(await screen.findByTestId('survey-empty')).toHaveTextContent(MESSAGES.noSurveyAnswers);
    expect(screen.getByTestId('survey-refresh-note')).toHaveTextContent(
      /^This report is refreshed at 11am ET, 3:05pm, 5pm, 8pm and 1:15am\.$/,
    );
  });

  it('is not found for a unit that is not a unit number (orientation has no evaluation)', () => {
    signIn(['facilitator_national']);
    const { calls } = mockApi({});
    renderPage('/dashboard/cohort/11/unit/orientation/evaluation');
    expect(screen.getByText('This address does not match a page of the portal.', { exact: false })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
