/**
 * What a signed-in person is shown (spec 01 §2-§4): the portal banner for their roles and
 * cohorts, the logon popup for their roles and, for participants, the participant notification;
 * and their never / tomorrow choice.
 * 'later' hides a popup for the browser session only, so the browser keeps it.
 */
import { hasAnyRole } from '../../shared/auth/roles.ts';
import { addDays, nyDate, nyInstant } from '../../shared/time.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortsOfUser } from '../data/cohorts/cohorts.ts';
import { listMessages, popupActionsOf, savePopupAction, type MessageRecord } from '../data/content/messages.ts';

const PARTICIPANT_NOTIFICATION_ROLES = ['participant', 'bbp_participant'] as const;

const newestFirst = (a: MessageRecord, b: MessageRecord) => (b.activated_at ?? b.created_at).localeCompare(a.activated_at ?? a.created_at);

/** Meant for one of these roles: a message with no roles is meant for everyone (spec 02 §6). */
const forRoles = (message: MessageRecord, roles: readonly string[]) =>
  message.roles.length === 0 || message.roles.some((slug) => roles.includes(slug));

/**
 * The newest active banner meant for me. Roles and cohorts each narrow who sees a banner, and
 * together both do: a banner for coaches in cohort 7 shows to the coaches of cohort 7 only. My
 * cohorts are read only when a banner for my roles targets cohorts.
 */
export const portalBanner: RouteImplementation<'GET /api/portal_banners'> = async ({ auth }) => {
  const candidates = (await listMessages('portal_banner')).filter((m) => m.active && forRoles(m, auth.roles)).sort(newestFirst);
  const targeted = candidates.some((m) => m.cohorts.length > 0);
  const mine = targeted ? new Set((await cohortsOfUser(auth.userId)).map((link) => link.cohort_id)) : new Set<number>();
  const banner = candidates.find((m) => m.cohorts.length === 0 || m.cohorts.some((id) => mine.has(id)));
  return { show_banner: banner !== undefined, banner_for_show: banner ? { id: banner.id, text: banner.text } : null };
};

export const activePopup: RouteImplementation<'GET /api/get-active-logon-popup'> = async ({ auth, query }) => {
  const type = query.type ?? 'logon_popup';
  if (type === 'participant_notification' && !hasAnyRole(auth.roles, PARTICIPANT_NOTIFICATION_ROLES)) return { popup: null };
  const [messages, actions] = await Promise.all([listMessages(type), popupActionsOf(auth.userId)]);
  const now = new Date().toISOString();
  const popup = messages
    .filter((m) => m.active && forRoles(m, auth.roles))
    .filter((m) => {
      const chosen = actions.get(m.id);
      return !chosen || (chosen.action === 'tomorrow' && chosen.until !== null && chosen.until <= now);
    })
    .sort(newestFirst)[0];
  return {
    popup: popup ? { id: popup.id, type, headline: popup.headline, text: popup.text, roles: popup.roles.map((slug) => ({ slug })) } : null,
  };
};

export const setPopupAction: RouteImplementation<'POST /api/set-action-logon-popup'> = async ({ auth, body }) => {
  if (body.action === 'later') return { saved: false };
  // 'tomorrow' means the next New York day, whatever the hour now.
  const until = body.action === 'tomorrow' ? nyInstant(addDays(nyDate(), 1)).toISOString() : null;
  await savePopupAction(auth.userId, body.logon_popup_id, body.action, until);
  return { saved: true, until };
};
