/** Answers of the messages signed-in people are shown (spec 01 §2-§4, §7): banner, logon popup, participant notification. */

/** GET /api/portal_banners. */
export interface PortalBannerAnswer {
  show_banner: boolean;
  banner_for_show: { id: number; text: string } | null;
}

export type PopupType = 'logon_popup' | 'participant_notification';

export interface LogonPopup {
  id: number;
  type: PopupType;
  headline: string | null;
  /** Rich text (HTML). */
  text: string;
  roles: Array<{ slug: string }>;
}

/** GET /api/get-active-logon-popup: the popup (or notification) to show, if any. */
export interface ActivePopupAnswer {
  popup: LogonPopup | null;
}

/** POST /api/set-action-logon-popup: `until` is when a 'tomorrow' popup shows again. */
export interface PopupActionAnswer {
  saved: boolean;
  until?: string | null;
}
