/**
 * Framed pages (spec 01 §1-§2, docs/frames.md). The router imports the pages of ./routes
 * directly (each its own lazy chunk); the shell uses what is exported here. What other areas'
 * frames share is below the features: components/FramedPage.tsx, lib/frame-urls.ts,
 * lib/frame-session.ts, lib/alp-tokens.ts and lib/portal-config.ts.
 */
export { useOpenContracts } from './hooks/useOpenContracts';
