/** The built routes of the `messages` group: what signed-in people are shown. */
import type { GroupImplementations } from '../core/http.ts';
import { activePopup, portalBanner, setPopupAction } from './display.ts';

export const implementations: GroupImplementations = {
  'GET /api/portal_banners': portalBanner,
  'GET /api/get-active-logon-popup': activePopup,
  'POST /api/set-action-logon-popup': setPopupAction,
};
