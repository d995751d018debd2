/** The built routes of the `messages` group: what signed-in people are shown, and its admin side. */
import { MESSAGE_CONTRACTS } from '../../shared/messages/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { createAdminMessage, deleteAdminMessage, listAdminMessages, toggleAdminMessage, updateAdminMessage } from './admin.ts';
import { activePopup, portalBanner, setPopupAction } from './display.ts';

export const implementations: GroupImplementations<'messages'> = {
  'GET /api/portal_banners': portalBanner,
  'GET /api/get-active-logon-popup': activePopup,
  'POST /api/set-action-logon-popup': setPopupAction,
  'GET /api/logon-popup': listAdminMessages,
  'POST /api/logon-popup': createAdminMessage,
  'PUT /api/logon-popup/{id}': updateAdminMessage,
  'DELETE /api/logon-popup/{id}': toggleAdminMessage,
  'DELETE /api/logon-popup/delete/{id}': deleteAdminMessage,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'messages'> = MESSAGE_CONTRACTS;
