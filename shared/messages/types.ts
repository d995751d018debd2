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

/** Answers of the admin side of logon popups, participant notifications and portal banners (spec 02 §3, §7). */
export type AdminMessageType = 'logon_popup' | 'participant_notification' | 'portal_banner';

export interface AdminMessageRow {
  id: number;
  type: AdminMessageType;
  /** Popups and notifications; null for banners. */
  headline: string | null;
  /** Sanitised HTML. */
  text: string;
  active: boolean;
  /** Role slugs it is displayed to (popups and banners); empty means all users. */
  roles: string[];
  /** Banners: the cohorts it is shown to (empty means everyone), with their names; with roles too, both must match. */
  cohorts: Array<{ id: number; name: string }>;
  who_created: number | null;
  created_at: string;
  who_activated: number | null;
  activated_at: string | null;
  who_deactivated: number | null;
  de_activated_at: string | null;
  who_updated: number | null;
  updated_at: string;
  /** Names of the people in the who_* fields (null when absent or no longer an account). */
  names: { created: string | null; activated: string | null; deactivated: string | null; updated: string | null };
}

/** GET /api/logon-popup[?type=…], newest first. */
export interface AdminMessageListResponse {
  data: AdminMessageRow[];
}

/** POST, PUT, DELETE (toggle) /api/logon-popup…: the item as it now is. */
export interface AdminMessageSavedResponse {
  message: string;
  item: AdminMessageRow;
}
