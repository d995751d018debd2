/**
 * The e-mails of the CSV import: a new account's credentials (send credentials) and an existing
 * account's updated data (send updated data), with its new password when the file changed it and
 * credentials are being sent. Plain text, sent through the mailer (SES, or the local outbox).
 */
import { ROLE_BY_ID } from '../../shared/auth/roles.ts';
import { IMPORT_TEXT } from '../../shared/user-import/texts.ts';
import { config } from '../services/config.ts';
import type { MailMessage } from '../services/mailer.ts';
import type { Course } from '../data/reference/reference.ts';
import type { UserRecord } from '../data/users/users.ts';

const greeting = (user: UserRecord) => `Hello${user.first_name ? ` ${user.first_name}` : ''},`;

function signInLines(user: UserRecord, password: string | undefined): string[] {
  return [`Sign in at ${config().webOrigin}/login`, `Username: ${user.username}`, ...(password ? [`Password: ${password}`] : [])];
}

export function credentialsMail(user: UserRecord, password: string): MailMessage {
  return {
    to: [user.email],
    subject: IMPORT_TEXT.credentialsSubject,
    text: [
      greeting(user),
      '',
      'An account on the learning portal has been created for you.',
      '',
      ...signInLines(user, password),
      '',
      'Please keep your password private.',
    ].join('\n'),
  };
}

export function updatedDataMail(
  user: UserRecord,
  courses: readonly Course[],
  cohortNames: readonly string[],
  newPassword: string | undefined,
): MailMessage {
  const courseNames = user.courses.map((id) => courses.find((c) => c.id === id)?.name ?? `Course ${id}`);
  return {
    to: [user.email],
    subject: IMPORT_TEXT.updatedSubject,
    text: [
      greeting(user),
      '',
      'Your learning portal account was updated. It now reads:',
      '',
      `Name: ${`${user.first_name} ${user.last_name}`.trim()}`,
      `E-mail: ${user.email}`,
      ...(user.job_title ? [`Job title: ${user.job_title}`] : []),
      `Account privileges: ${user.roles.map((id) => ROLE_BY_ID.get(id)?.name ?? `Role ${id}`).join(', ')}`,
      `Course privileges: ${courseNames.join(', ')}`,
      ...(cohortNames.length ? [`Added to: ${cohortNames.join(', ')}`] : []),
      '',
      ...signInLines(user, newPassword),
    ].join('\n'),
  };
}
