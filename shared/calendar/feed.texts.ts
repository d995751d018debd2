/**
 * The calendar subscription (issue 33 part 3, not in the spec): its token's form, the links that
 * hand the address to Google Calendar and Outlook, and the texts of the card that shows it
 * (web/src/components/CalendarFeedCard.tsx, on the profile page and My Record). All ours.
 */
import { PORTAL_NAME } from '../constants.ts';

/** A feed token: 32 random bytes, base64url without padding. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's path under the web origin (CloudFront and the local gateway send /api/* to the API). */
export const feedPath = (token: string) => `/api/calendar-feed/${token}`;

/** The calendar's name in the person's calendar application. */
export const calendarName = `${PORTAL_NAME} sessions`;

/** Google Calendar subscribes to a webcal: address given as `cid`. */
export const googleCalendarLink = (url: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(url.replace(/^https?:/, 'webcal:'))}`;

/** Outlook on the web's "subscribe from web" with the address and the calendar's name. */
export const outlookLink = (url: string) =>
  `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent(calendarName)}`;

export const cardTitle = 'My sessions in my calendar';
export const cardIntro =
  'Subscribe to this private address in your calendar application to see the sessions you attend or facilitate, kept up to date. Anyone who has the address can see your sessions: do not share it.';
export const addressLabel = 'Calendar subscription address';
export const copyButton = 'Copy address';
export const copied = 'Address copied.';
export const copyFailed = 'The address could not be copied: select it and copy it yourself.';
export const googleButton = 'Add to Google Calendar';
export const outlookButton = 'Add to Outlook';
export const revokeButton = 'Revoke address';
export const revokeQuestion = 'Revoke this address?';
export const revokeExplanation =
  'Calendars subscribed to it stop receiving your sessions. A new address is made for you, which you can add again.';
export const revokeConfirm = 'Revoke address';
export const revokeKeep = 'Keep the address';
export const revoked = 'The old address no longer works. Here is your new one.';
