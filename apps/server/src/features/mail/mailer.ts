import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { createTransport, Transporter } from "nodemailer";
import type { AppConfig } from "../../config/env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on notification emails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * smtp: delivered to SMTP_URL; outbox: written to `${DATA_DIR}/outbox/` (no SMTP_URL);
   * memory: kept in a list (tests).
   */
  readonly kind: "smtp" | "outbox" | "memory";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function outboxDir(config: Pick<AppConfig, "dataDir">): string {
  return join(config.dataDir, "outbox");
}

/** SMTP when SMTP_URL is set, otherwise the outbox folder. */
export function createMailer(
  config: Pick<AppConfig, "smtpUrl" | "mailFrom" | "dataDir">,
  log: FastifyBaseLogger,
): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(outboxDir(config), config.mailFrom, log);
}

/**
 * nodemailer is loaded with the first message, not at start-up (part of the cold start the
 * embedded default measures, docs/benchmarks.md).
 */
function lazyTransport(options: Parameters<typeof createTransport>[0]) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () =>
      (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport(options),
      )),
    close: () => void transport?.then((t) => t.close()),
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport({
    url: smtpUrl,
    // Fail within seconds rather than the defaults' minutes when the mail server is unreachable.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    async send(message) {
      await (await transport.get()).sendMail({ from, ...message });
    },
    close: transport.close,
  };
}

/**
 * For installs without a mail server: each message becomes an .eml file (openable by any mail
 * program). Files are private to the server's user, since they hold reset links.
 */
export function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const composer = lazyTransport({ streamTransport: true, buffer: true });
  return {
    kind: "outbox",
    async send(message) {
      const info = await (await composer.get()).sendMail({ from, ...message });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, subject: message.subject }, "No SMTP_URL set: mail written to the outbox");
    },
    close: () => undefined,
  };
}
