import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { rolesOf } from '@/lib/roles';
import { useSession } from '@/lib/session';
import { CoachingDashboardFrame } from '../components/CoachingDashboardFrame';
import { CohortList } from '../components/CohortList';
import { isCoach } from '../utils/roles';

type PageTab = 'cohorts' | 'coaching';

/** /dashboard/cohorts (spec 01 §2): the cohort list, and for coaches the coaching dashboard beside it. */
export default function CohortsPage() {
  const coach = isCoach(rolesOf(useSession().nislData));
  const [tab, setTab] = useState<PageTab>('cohorts');
  return (
    <Box component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Cohort Dashboard
      </Typography>
      {coach && (
        <Tabs value={tab} onChange={(_event, next: PageTab) => setTab(next)} sx={{ mb: 2 }} aria-label="Dashboard views">
          <Tab value="cohorts" label="Cohort List" id="cohorts-tab" aria-controls="cohorts-panel" />
          <Tab value="coaching" label="Coaching Dashboard" id="coaching-tab" aria-controls="coaching-panel" />
        </Tabs>
      )}
      {tab === 'cohorts' ? (
        <Box role={coach ? 'tabpanel' : undefined} id="cohorts-panel" aria-labelledby={coach ? 'cohorts-tab' : undefined}>
          <CohortList />
        </Box>
      ) : (
        <Box role="tabpanel" id="coaching-panel" aria-labelledby="coaching-tab">
          <CoachingDashboardFrame />
        </Box>
      )}
    </Box>
  );
}
