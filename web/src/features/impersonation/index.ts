/**
 * Login As, for every feature that offers it (admin area, roster, participant dialog) and for
 * the shell (bar, logout). The one place where features may import another feature.
 */
export { DEFAULT_RETURN_PATH, closeLoginAs, endLoginAsForLogout, returnToMaster, startLoginAs } from './impersonation';
export { useLoginAs } from './hooks/useLoginAs';
export { ImpersonationBar } from './components/ImpersonationBar';
