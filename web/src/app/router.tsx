import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, createBrowserRouter } from 'react-router';
import { PageFallback } from '@/components/PageFallback';
import { RouteError } from '@/components/RouteError';
import { useRouteAnnouncement } from './route-focus';
import { LandingRedirect, RequireAdmin, RequireSession } from './routes/guards';

// Every page is its own chunk; the shell too, so the login page carries none of it. The login page
// is outside AppFrame.tsx (MUI's theme and the query client), which it does not use (issue 32).
const LoginPage = lazy(() => import('@/features/auth/routes/LoginPage'));
const PublicFrame = lazy(() => import('./AppFrame'));
const NotFoundPage = lazy(() => import('@/components/NotFoundPage'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/routes/ForgotPasswordPage'));
const RecoverPasswordPage = lazy(() => import('@/features/auth/routes/RecoverPasswordPage'));
const NewPasswordPage = lazy(() => import('@/features/auth/routes/NewPasswordPage'));
const VerifyCertificatePage = lazy(() => import('@/features/certificate-verification/routes/VerifyCertificatePage'));
const ShellLayout = lazy(() => import('./ShellFrame'));

const CohortsPage = lazy(() => import('@/features/cohort-dashboard/routes/CohortsPage'));
const AdviserPage = lazy(() => import('@/features/adviser/routes/AdviserPage'));
const CalendarPage = lazy(() => import('@/features/training-calendar/routes/CalendarPage'));
const DownloadsPage = lazy(() => import('@/features/frames/routes/DownloadsPage'));
const QueryPage = lazy(() => import('@/features/frames/routes/QueryPage'));
const RosterPage = lazy(() => import('@/features/roster/routes/RosterPage'));
const UnitEvaluationPage = lazy(() => import('@/features/roster/routes/UnitEvaluationPage'));
const CoursePage = lazy(() => import('@/features/frames/routes/CoursePage'));
const ReadingsPage = lazy(() => import('@/features/frames/routes/ReadingsPage'));
const SelfPacedLearningPage = lazy(() => import('@/features/frames/routes/SelfPacedLearningPage'));
const VideosPage = lazy(() => import('@/features/frames/routes/VideosPage'));
const WebBasedResourcesPage = lazy(() => import('@/features/frames/routes/WebBasedResourcesPage'));
const CommunitiesPage = lazy(() => import('@/features/frames/routes/CommunitiesPage'));
const DiagnosticsPage = lazy(() => import('@/features/frames/routes/DiagnosticsPage'));
const VideoAnnotationsPage = lazy(() => import('@/features/frames/routes/VideoAnnotationsPage'));
const SharedAlpsPage = lazy(() => import('@/features/frames/routes/SharedAlpsPage'));
const SharedPisPage = lazy(() => import('@/features/frames/routes/SharedPisPage'));
const PractitionerInquiryPage = lazy(() => import('@/features/frames/routes/PractitionerInquiryPage'));
const ActionLearningPage = lazy(() => import('@/features/frames/routes/ActionLearningPage'));
const OnlineLearningPage = lazy(() => import('@/features/frames/routes/OnlineLearningPage'));
const AdminPage = lazy(() => import('@/features/admin/routes/AdminPage'));
const ProfilePage = lazy(() => import('@/features/profile/routes/ProfilePage'));
const SupportPage = lazy(() => import('@/features/support/routes/SupportPage'));
const RecordPage = lazy(() => import('@/features/record/routes/RecordPage'));
const UtilizationPage = lazy(() => import('@/features/data-sets/routes/UtilizationPage'));
const RedirectPage = lazy(() => import('@/features/frames/routes/RedirectPage'));

/** Titles and route-change focus (route-focus.ts, page-titles.ts) for every page, signed in or not. */
function RootLayout() {
  useRouteAnnouncement();
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}

/** Content routes inside the shell (spec 01 §2). */
const shellRoutes: RouteObject[] = [
  { index: true, element: <LandingRedirect /> },
  {
    path: 'dashboard',
    children: [
      { index: true, element: <Navigate to="/dashboard/cohorts" replace /> },
      { path: 'cohorts', element: <CohortsPage /> },
      { path: 'adviser', element: <AdviserPage /> },
      { path: 'calendar', element: <CalendarPage /> },
      { path: 'downloads', element: <DownloadsPage /> },
      { path: 'query-page', element: <QueryPage /> },
      { path: 'cohort/:cohortId/event/:eventId/unit/:unitId/cohort/:postId', element: <RosterPage /> },
      { path: 'cohort/:cohortId/unit/:unit/evaluation', element: <UnitEvaluationPage /> },
    ],
  },
  { path: 'course/:course?', element: <CoursePage /> },
  {
    path: 'foundations',
    children: [
      { index: true, element: <Navigate to="/foundations/readings" replace /> },
      { path: 'readings', element: <ReadingsPage /> },
      { path: 'self-paced-learning', element: <SelfPacedLearningPage /> },
      { path: 'videos', element: <VideosPage /> },
      { path: 'web-based-resources', element: <WebBasedResourcesPage /> },
    ],
  },
  { path: 'communities', element: <CommunitiesPage /> },
  { path: 'diagnostics', element: <DiagnosticsPage /> },
  { path: 'video-annotations', element: <VideoAnnotationsPage /> },
  { path: 'shared-alps', element: <SharedAlpsPage /> },
  { path: 'shared-pis', element: <SharedPisPage /> },
  { path: 'practitioner-inquiry', element: <PractitionerInquiryPage /> },
  { path: 'action-learning', element: <ActionLearningPage /> },
  { path: 'online-learning', element: <OnlineLearningPage /> },
  {
    path: 'admin/*',
    element: (
      <RequireAdmin>
        <AdminPage />
      </RequireAdmin>
    ),
  },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'support', element: <SupportPage /> },
  { path: 'record/:userId?', element: <RecordPage /> },
  { path: 'reports/facilitator-utilization', element: <UtilizationPage /> },
  { path: 'redirect', element: <RedirectPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/login/:msg?', element: <LoginPage /> },
      {
        element: <PublicFrame />,
        children: [
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/recover-password/:token', element: <RecoverPasswordPage /> },
          { path: '/new-password', element: <NewPasswordPage /> },
          // Public: a certificate's printed address and QR code lead here (issue 15).
          { path: '/verify/:code', element: <VerifyCertificatePage /> },
        ],
      },
      {
        // Before the frame: someone signed out goes to the login page without loading MUI.
        element: <RequireSession />,
        children: [{ path: '/', element: <ShellLayout />, children: shellRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
