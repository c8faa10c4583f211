import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config/config.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) */
  headers?: Record<string, string>;
  /** files sent with the message (an invoice's PDF) */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP (SMTP_URL). Without SMTP settings every message is
 * written as an .eml file to the dev outbox (DEV_OUTBOX_DIR, default
 * .data/outbox), which `npm start` names at start-up.
 */
export function createMailer(config: Config): Mailer {
  let transport: Transporter;
  let outbox: string | null = null;
  if (config.SMTP_URL) {
    transport = nodemailer.createTransport(config.SMTP_URL);
  } else {
    outbox = config.outboxDir;
    transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      if (outbox) {
        fs.mkdirSync(outbox, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, "-");
        const file = path.join(outbox, `${stamp}-${crypto.randomBytes(3).toString("hex")}.eml`);
        fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
      }
    },
  };
}
