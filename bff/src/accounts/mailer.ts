import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/tables';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Real delivery through the SMTP server of SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

/**
 * The demo's outbox, used when no SMTP server is configured: each mail goes
 * to the `outbox_mail` table and, when `dir` is set, overwrites
 * `<dir>/<address>.txt`, so a newcomer (or a test) can read the latest code.
 */
export function outboxMailer(db: Kysely<Database>, dir: string | null): Mailer {
  return {
    async send(mail) {
      await db.insertInto('outbox_mail').values({ to_email: mail.to, subject: mail.subject, body: mail.text }).execute();
      if (!dir) return;
      await mkdir(dir, { recursive: true });
      const stamped = `To: ${mail.to}\nSubject: ${mail.subject}\nDate: ${new Date().toISOString()}\n\n${mail.text}\n`;
      await writeFile(join(dir, outboxFileName(mail.to)), stamped, 'utf8');
    },
    close() {},
  };
}

/** `<address>.txt`, with anything but the usual address characters replaced (no path tricks). */
export function outboxFileName(email: string): string {
  return `${email.trim().toLowerCase().replace(/[^a-z0-9@._+-]/g, '_').replace(/^\.+/, '_')}.txt`;
}
