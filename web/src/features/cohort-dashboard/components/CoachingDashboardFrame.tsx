import { FramedPage } from '@/components/FramedPage';
import { useAlpTokens } from '@/lib/alp-tokens';
import { NO_SESSION, useFrameSession } from '@/lib/frame-session';
import { coachingDashboardFrameUrl } from '@/lib/frame-urls';
import { usePortalConfig } from '@/lib/portal-config';

/**
 * The coaching dashboard (spec 01 §1): the external coaching page with the user token, the
 * action-learning token and the user id; a tab of the cohort dashboard for coaches.
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
