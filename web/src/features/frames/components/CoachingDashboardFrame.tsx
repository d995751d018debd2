import { usePortalConfig } from '@/lib/portal-config';
import { useAlpTokens } from '../api/integrations';
import { coachingDashboardFrameUrl } from '../frame-urls';
import { useFrameSession } from '../hooks/useFrameSession';
import { FramedPage } from './FramedPage';
import { NO_SESSION } from './frame-pages';

/**
 * The coaching dashboard (spec 01 §1): the external coaching page with the user token, the
 * action-learning token and the user id. For the dashboard area to place where it belongs.
 */
export function CoachingDashboardFrame({ title = 'Coaching Dashboard' }: { title?: string }) {
  const session = useFrameSession();
  const config = usePortalConfig();
  const tokens = useAlpTokens(session?.userId);
  const base = config.data?.frames['coaching-dashboard'];
  return (
    <FramedPage
      title={title}
      frameKey="coaching-dashboard"
      address={base && session && tokens.data ? coachingDashboardFrameUrl(base, session, tokens.data.alp.token) : undefined}
      error={config.error ?? tokens.error ?? (session ? undefined : NO_SESSION)}
      onRetry={() => {
        void config.refetch();
        void tokens.refetch();
      }}
    />
  );
}
