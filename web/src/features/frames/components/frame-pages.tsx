/**
 * The framed pages of spec 01 §2, one component each; the route modules in ../routes render
 * them (each route stays its own lazy chunk).
 */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FrameName } from '@shared/frames';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { FramedPage } from '@/components/FramedPage';
import { useAlpTokens } from '@/lib/alp-tokens';
import { NO_SESSION, useFrameSession } from '@/lib/frame-session';
import {
  actionLearningFrameUrl,
  communitiesFrameUrl,
  courseFrameUrl,
  diagnosticsFrameUrl,
  downloadsFrameUrl,
  onlineLearningFrameUrl,
  queryPageFrameUrl,
  tokenFrameUrl,
  type FrameSession,
} from '@/lib/frame-urls';
import { usePortalConfig } from '@/lib/portal-config';
import { useSabaSsoAddress, useVeoAddress } from '../api/integrations';
import { useNextSession } from '../api/next-session';

/** The configured base of a frame, with the configuration's state. */
function useFrameBase(name: FrameName) {
  const config = usePortalConfig();
  return { base: config.data?.frames[name], error: config.error, retry: () => void config.refetch() };
}

function useFrameKey(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** A frame that receives the session token only (foundations, shared projects, practitioner inquiry). */
export function TokenFramePage({ name, title }: { name: FrameName; title: string }) {
  const session = useFrameSession();
  const { base, error, retry } = useFrameBase(name);
  return (
    <FramedPage
      title={title}
      frameKey={useFrameKey()}
      address={base && session ? tokenFrameUrl(base, session) : undefined}
      error={error ?? (session ? undefined : NO_SESSION)}
      onRetry={retry}
    />
  );
}

/** A frame that also needs the person's action-learning / diagnostics tokens. */
function useTokensFrame(
  name: FrameName,
  build: (base: string, session: FrameSession, tokens: { alp: string; diagnostics: string }) => string,
) {
  const session = useFrameSession();
  const { base, error, retry } = useFrameBase(name);
  const tokens = useAlpTokens(session?.userId);
  const address =
    base && session && tokens.data
      ? build(base, session, { alp: tokens.data.alp.token, diagnostics: tokens.data.diagnostics.token })
      : undefined;
  return {
    address,
    error: error ?? tokens.error ?? (session ? undefined : NO_SESSION),
    retry: () => {
      retry();
      void tokens.refetch();
    },
  };
}

/**
 * Above the course's frame, the person's next session in it and the meeting to join (spec 01 §7,
 * info_next_event); nothing when there is none or it could not be read, as the course page
 * itself does not depend on it.
 */
function NextSession({ course }: { course: string }) {
  const { data } = useNextSession(course);
  if (!data?.text) return null;
  const meeting = data.meeting_info;
  return (
    <Stack direction="row" spacing={2} sx={{ px: { xs: 2, sm: 3 }, pb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography>{data.text}</Typography>
      {meeting?.webinar_url && (
        <Link href={meeting.webinar_url} target="_blank" rel="noopener noreferrer">
          Webinar
        </Link>
      )}
      {meeting?.meeting_id && <Typography variant="body2">Meeting ID: {meeting.meeting_id}</Typography>}
      {meeting?.password_meeting && <Typography variant="body2">Password: {meeting.password_meeting}</Typography>}
    </Stack>
  );
}

/** /course/{course}: roles, disabilities and token. */
export function CourseFramePage({ title }: { title: string }) {
  const { course = '' } = useParams();
  const session = useFrameSession();
  const { base, error, retry } = useFrameBase('course');
  return (
    <FramedPage
      title={title}
      frameKey={useFrameKey()}
      address={base && session ? courseFrameUrl(base, course, session) : undefined}
      error={error ?? (session ? undefined : NO_SESSION)}
      onRetry={retry}
    >
      <NextSession course={course} />
    </FramedPage>
  );
}

/** /communities with the optional url_iframe and url_redirect. */
export function CommunitiesFramePage({ title }: { title: string }) {
  const [search] = useSearchParams();
  const session = useFrameSession();
  const { base, error, retry } = useFrameBase('communities');
  const query = { url_iframe: search.get('url_iframe'), url_redirect: search.get('url_redirect') };
  return (
    <FramedPage
      title={title}
      frameKey={useFrameKey()}
      address={base && session ? communitiesFrameUrl(base, session, query) : undefined}
      error={error ?? (session ? undefined : NO_SESSION)}
      onRetry={retry}
    />
  );
}

/** /diagnostics: session token and diagnostics token. */
export function DiagnosticsFramePage({ title }: { title: string }) {
  const frame = useTokensFrame('diagnostics', (base, session, tokens) => diagnosticsFrameUrl(base, session, tokens.diagnostics));
  return <FramedPage title={title} frameKey={useFrameKey()} address={frame.address} error={frame.error} onRetry={frame.retry} />;
}

/** /action-learning: session token and action-learning token. */
export function ActionLearningFramePage({ title }: { title: string }) {
  const frame = useTokensFrame('action-learning', (base, session, tokens) => actionLearningFrameUrl(base, session, tokens.alp));
  return <FramedPage title={title} frameKey={useFrameKey()} address={frame.address} error={frame.error} onRetry={frame.retry} />;
}

/** /dashboard/query-page: the diagnostics service's participant query page, signed in with a JWT. */
export function QueryFramePage({ title }: { title: string }) {
  const frame = useTokensFrame('query-page', (base, _session, tokens) => queryPageFrameUrl(base, tokens.diagnostics));
  return <FramedPage title={title} frameKey={useFrameKey()} address={frame.address} error={frame.error} onRetry={frame.retry} />;
}

/** /dashboard/downloads: session token and user id. */
export function DownloadsFramePage({ title }: { title: string }) {
  const session = useFrameSession();
  const { base, error, retry } = useFrameBase('downloads');
  return (
    <FramedPage
      title={title}
      frameKey={useFrameKey()}
      address={base && session ? downloadsFrameUrl(base, session) : undefined}
      error={error ?? (session ? undefined : NO_SESSION)}
      onRetry={retry}
    />
  );
}

/** /video-annotations: the VEO address the server signs (POST /api/getVeoUrl). */
export function VideoAnnotationsFramePage({ title }: { title: string }) {
  const session = useFrameSession();
  const veo = useVeoAddress(session?.token);
  return (
    <FramedPage
      title={title}
      frameKey={useFrameKey()}
      address={veo.data}
      error={veo.error ?? (session ? undefined : NO_SESSION)}
      onRetry={() => void veo.refetch()}
    />
  );
}

/** /online-learning: Saba single sign-on, landing on current_url or the online-learning home. */
export function OnlineLearningFramePage({ title }: { title: string }) {
  const [search] = useSearchParams();
  const session = useFrameSession();
  const { base, error, retry } = useFrameBase('online-learning');
  const sso = useSabaSsoAddress(session?.username);
  const landing = search.get('current_url') || base;
  return (
    <FramedPage
      title={title}
      frameKey={useFrameKey()}
      address={sso.data && landing ? onlineLearningFrameUrl(sso.data, landing) : undefined}
      error={error ?? sso.error ?? (session ? undefined : NO_SESSION)}
      onRetry={() => {
        retry();
        void sso.refetch();
      }}
    />
  );
}
