import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import NotFoundPage from '@/components/NotFoundPage';
import { PlaceholderPage } from '@/components/PlaceholderPage';

const DIGITS = /^\d+$/;

/** /dashboard/cohort/{cohortId}/event/{eventId}/unit/{unitId}/cohort/{postId}; cohortId is digits only. */
export default function RosterPage() {
  const { cohortId = '', eventId, unitId } = useParams();
  if (!DIGITS.test(cohortId)) return <NotFoundPage />;
  return (
    <PlaceholderPage title="Roster">
      <Typography color="text.secondary">
        Cohort {cohortId}, event {eventId}, unit {unitId}
      </Typography>
    </PlaceholderPage>
  );
}
