/**
 * Framed pages (spec 01 §1-§2, docs/frames.md). The route modules import the page components
 * directly; other areas use what is exported here.
 */
export { CoachingDashboardFrame } from './components/CoachingDashboardFrame';
export { FramedPage, type FramedPageProps } from './components/FramedPage';
export { useOpenContracts } from './hooks/useOpenContracts';
export { useAlpTokens, useContextAnalysisToken, useSabaSsoAddress, useVeoAddress } from './api/integrations';
export { useFrameAddress, usePortalConfig } from '@/lib/portal-config';
export * from './frame-urls';
