/**
 * One mailer interface, two transports: SES in the cloud, and on the embedded default a local
 * outbox folder (one JSON file per message, listed by the local gateway at /_dev/outbox) with a
 * console line naming the message and its first link.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { config } from './config.ts';
import { logger } from './logger.ts';
import { tracer } from './tracer.ts';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

let ses: SESv2Client | undefined;

export async function sendMail(message: MailMessage, now = new Date()): Promise<string> {
  const { mailTransport, mailFrom, mailOutboxDir } = config();
  if (mailTransport === 'ses') {
    ses ??= tracer.captureAWSv3Client(new SESv2Client({}));
    const out = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: mailFrom,
        Destination: { ToAddresses: message.to },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: message.text, Charset: 'UTF-8' },
              ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
            },
          },
        },
      }),
    );
    return out.MessageId ?? '';
  }
  if (!mailOutboxDir) throw new Error('MAIL_OUTBOX_DIR is not set for the outbox transport');
  const id = `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
  const stored: StoredMail = { id, from: mailFrom, sentAt: now.toISOString(), ...message };
  await mkdir(mailOutboxDir, { recursive: true });
  await writeFile(join(mailOutboxDir, `${id}.json`), JSON.stringify(stored, null, 2));
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  logger.info('mail written to the local outbox', { to: message.to, subject: message.subject, link, file: `${id}.json` });
  return id;
}
