/**
 * The welcome e-mail a cohort sends to the participants a save adds when its welcome-email switch
 * is on (issue 13; its text is not in the spec, so it is written here, in one place). Plain text,
 * through the mailer (SES, or the local outbox), after the save is written.
 */
import { config } from '../services/config.ts';
import { logger } from '../services/logger.ts';
import { sendMail, type MailMessage } from '../services/mailer.ts';

/** 2026-11-27 → 11/27/2026. */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

export interface WelcomeFacts {
  cohortName: string;
  courseName: string;
  /** The first scheduled day (New York date), if any. */
  startDate: string | null;
}

export interface WelcomeRecipient {
  first_name: string;
  email: string;
}

export const WELCOME_MAIL_TEXT = {
  subject: (cohortName: string) => `Welcome to ${cohortName}`,
  body: (person: WelcomeRecipient, facts: WelcomeFacts, signIn: string) =>
    [
      `Hello${person.first_name ? ` ${person.first_name}` : ''},`,
      '',
      `Welcome! You have been enrolled in the cohort ${facts.cohortName} (${facts.courseName}).`,
      facts.startDate ? `It starts on ${usDate(facts.startDate)} (Eastern time).` : 'Its schedule will be announced soon.',
      '',
      `Sign in at ${signIn} to see your schedule and your cohort's materials.`,
    ].join('\n'),
};

export function welcomeMail(person: WelcomeRecipient, facts: WelcomeFacts): MailMessage {
  return {
    to: [person.email],
    subject: WELCOME_MAIL_TEXT.subject(facts.cohortName),
    text: WELCOME_MAIL_TEXT.body(person, facts, `${config().webOrigin}/login`),
  };
}

/** Sends the welcome e-mail to each recipient (one at a time: a mail failure is logged, not thrown); answers how many went out. */
export async function sendWelcomeMails(recipients: readonly WelcomeRecipient[], facts: WelcomeFacts): Promise<number> {
  let sent = 0;
  for (const person of recipients) {
    if (!person.email) continue;
    try {
      await sendMail(welcomeMail(person, facts));
      sent += 1;
    } catch (error) {
      logger.error('welcome mail failed', { to: person.email, error: String(error) });
    }
  }
  return sent;
}
