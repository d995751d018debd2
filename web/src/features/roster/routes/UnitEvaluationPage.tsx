/**
 * /dashboard/cohort/{cohortId}/unit/{unit}/evaluation?postId: the printable unit evaluation report
 * (spec 01 §2 "Roster screen"): the survey's name and, per question, a pie chart beside a table of
 * description, percentage and count. The answers come from the survey-refresh job, whose times the
 * page states. Its own chunk: the chart library loads only here.
 */
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SurveyPresentation, SurveyQuestionPresentation } from '@shared/roster-reports/types';
import { formatInstant } from '@shared/format';
import * as MESSAGES from '@shared/texts/general';
import { scheduleText } from '@shared/schedules';
import { unitLabel } from '@shared/units';
import { useParams, useSearchParams } from 'react-router';
import NotFoundPage from '@/components/NotFoundPage';
import { QueryContent } from '@/components/QueryContent';
import { useSurveyPresentation } from '../api/reports';

const DIGITS = /^\d+$/;
const UNIT = /^\d{1,2}[A-Z]?$/;

export default function UnitEvaluationPage() {
  const { cohortId = '', unit = '' } = useParams();
  const [search] = useSearchParams();
  if (!DIGITS.test(cohortId) || !UNIT.test(unit)) return <NotFoundPage />;
  return <UnitEvaluation cohortId={Number(cohortId)} unit={unit} postId={search.get('postId') ?? ''} />;
}

function Question({ question, index }: { question: SurveyQuestionPresentation; index: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, breakInside: 'avoid' }} data-testid="survey-question">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {`${index + 1}. ${question.heading}`}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ width: 260, flexShrink: 0 }}>
          <PieChart
            series={[
              {
                data: question.data.map((row, i) => ({ id: i, value: row.counter, label: row.description })),
                innerRadius: 0,
                outerRadius: 100,
              },
            ]}
            width={220}
            height={220}
            hideLegend
            skipAnimation
          />
        </Box>
        <Table size="small" aria-label={question.heading}>
          <TableHead>
            <TableRow>
              <TableCell>Description</TableCell>
              <TableCell align="right">Percentage</TableCell>
              <TableCell align="right">Count</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {question.data.map((row) => (
              <TableRow key={row.description} data-testid="survey-answer">
                <TableCell>{row.description}</TableCell>
                <TableCell align="right">{`${row.percentage.toFixed(1)}%`}</TableCell>
                <TableCell align="right">{row.counter}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Paper>
  );
}

function Report({ survey }: { survey: SurveyPresentation }) {
  if (survey.questions.length === 0) {
    return (
      <Alert severity="info" data-testid="survey-empty">
        {MESSAGES.noSurveyAnswers}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="p" data-testid="survey-name">
        {survey.survey_name}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
      >{`${survey.respondents} ${survey.respondents === 1 ? 'response' : 'responses'}`}</Typography>
      {survey.questions.map((question, i) => (
        <Question key={question.heading} question={question} index={i} />
      ))}
    </Stack>
  );
}

function UnitEvaluation({ cohortId, unit, postId }: { cohortId: number; unit: string; postId: string }) {
  const survey = useSurveyPresentation(cohortId, unit, postId);
  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
        <Box>
          <Typography variant="h5" component="h1">
            Unit Evaluation Report
          </Typography>
          <Typography color="text.secondary" data-testid="survey-cohort">
            {survey.data ? `${survey.data.cohort.name} – ${unitLabel(unit)}` : unitLabel(unit)}
          </Typography>
        </Box>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!survey.data} sx={{ displayPrint: 'none' }}>
          Print
        </Button>
      </Stack>
      <QueryContent query={survey} loadingLabel="Loading unit evaluation">
        {(data) => <Report survey={data} />}
      </QueryContent>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="survey-refresh-note">
        {`This report is refreshed at ${scheduleText('survey-refresh')}.`}
        {survey.data?.refreshed_at ? ` Last refreshed ${formatInstant(survey.data.refreshed_at)} ET.` : ''}
      </Typography>
    </Box>
  );
}
