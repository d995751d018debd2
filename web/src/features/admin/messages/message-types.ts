import type { AdminMessageType } from '@shared/messages/types';

/** What each of the three tabs (spec 02 §2) shows and edits. */
export interface MessageKind {
  type: AdminMessageType;
  /** The item's name in buttons and titles. */
  noun: string;
  /** Popups and notifications have a title; banners do not. */
  hasTitle: boolean;
  /** Popups and banners choose roles (none = all users, spec 02 §6); notifications go to participants. */
  hasRoles: boolean;
  /** Banners also choose cohorts (none = everyone); with roles too, a person must match both. */
  hasCohorts: boolean;
}

export const MESSAGE_KINDS: Record<AdminMessageType, MessageKind> = {
  logon_popup: { type: 'logon_popup', noun: 'Logon Popup', hasTitle: true, hasRoles: true, hasCohorts: false },
  participant_notification: {
    type: 'participant_notification',
    noun: 'Participant Notification',
    hasTitle: true,
    hasRoles: false,
    hasCohorts: false,
  },
  portal_banner: { type: 'portal_banner', noun: 'Banner', hasTitle: false, hasRoles: true, hasCohorts: true },
};
