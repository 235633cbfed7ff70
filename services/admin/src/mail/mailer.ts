import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (the morning digests). */
  html?: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' writes .eml files (local runs and tests). */
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  /** Where .eml files go without SMTP (DATA_DIR/outbox). */
  outboxDir: string;
  from: string;
}

export const DEFAULT_MAIL_FROM = 'Inspección <no-reply@inspeccion.local>';

/** nodemailer over SMTP_URL, or an outbox folder of .eml files when SMTP_URL is unset. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      if (!Buffer.isBuffer(info.message)) throw new Error('outbox: expected a buffered message');
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Written aside, then renamed: whoever reads the outbox never sees a half-written mail.
      const partial = join(options.outboxDir, `.${name}.partial`);
      await writeFile(partial, info.message);
      await rename(partial, join(options.outboxDir, name));
    },
  };
}
