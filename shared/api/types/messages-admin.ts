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

/** POST /api/change_username. */
export interface ChangeUsernameResponse {
  error: boolean;
  message: string;
}
