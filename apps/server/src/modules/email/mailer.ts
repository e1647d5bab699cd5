import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string> | undefined;
  /** The name beside MAIL_FROM's address: the shop's (decision 045). */
  fromName?: string | undefined;
  /** Where replies go: the shop's contact address. */
  replyTo?: string | undefined;
}

export interface SentMail {
  messageId: string;
  /** The `.eml` file written when no SMTP server is configured. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/** MAIL_FROM's address alone (`orders@shop.com` from `Shop <orders@shop.com>` too). */
export function fromAddress(mailFrom: string): string {
  return /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/** What nodemailer sends: MAIL_FROM's address under the shop's name, and the Reply-To. */
function envelope(from: string, { fromName, replyTo, ...message }: MailMessage) {
  return { ...message, from: fromName ? { name: fromName, address: fromAddress(from) } : from, ...(replyTo ? { replyTo } : {}) };
}

/**
 * The mailer the configuration asks for, made once by `buildApp` (decision 037): SMTP when SMTP_URL is
 * set, else `.eml` files in DATA_DIR/mail.
 */
export function mailerFrom(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(path.join(config.dataDir, 'mail'), config.mailFrom);
}

function smtpMailer(url: string, from: string): Mailer {
  // Bounded timeouts: a payer waits for the confirmation to be handed over.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(from, message));
      return { messageId: info.messageId };
    },
  };
}

function outboxMailer(directory: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(from, message));
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message);
      return { messageId: info.messageId, file };
    },
  };
}
