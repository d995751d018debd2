/**
 * Facilitator Utilization for the facilitator roles (spec 03 §2.12, §8; issue 31): the same
 * dialog the managers open from Data Sets, reached from the facilitators' own left menu. The
 * server answers their own row only and offers them no schedule, facilitator or co-facilitator
 * filter, so the dialog shows none. The page names itself behind the dialog (every screen has its
 * heading); closing the dialog returns to the dashboard.
 */
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import UtilizationDialog from '../components/UtilizationDialog';

export default function UtilizationPage() {
  const navigate = useNavigate();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Facilitator Utilization
      </Typography>
      <UtilizationDialog onClose={() => navigate('/dashboard/cohorts')} />
    </>
  );
}
