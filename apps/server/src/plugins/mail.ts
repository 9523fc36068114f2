import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createMailer, outboxDir, type MailMessage, type Mailer } from "../features/mail/mailer";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * Sends without making the request wait: response times must not depend on whether mail
     * went out (forgot-password would otherwise reveal which emails have accounts). Failures
     * are logged; pending messages are awaited when the server closes.
     */
    sendMailInBackground(message: MailMessage, log: FastifyBaseLogger): void;
    /** Resolves when every message handed to sendMailInBackground so far has settled. */
    mailSettled(): Promise<void>;
  }
}

export const mailPlugin = fp<{ mailer?: Mailer | undefined }>(
  async (app: FastifyInstance, options) => {
    const mailer = options.mailer ?? createMailer(app.config, app.log);
    const pending = new Set<Promise<void>>();
    if (mailer.kind === "outbox") {
      const level = app.config.nodeEnv === "production" ? "warn" : "info";
      app.log[level](
        { dir: outboxDir(app.config) },
        "SMTP_URL is not set: outgoing mail is written to the outbox folder, not sent",
      );
    }

    app.decorate("mailer", mailer);
    app.decorate("sendMailInBackground", (message: MailMessage, log: FastifyBaseLogger) => {
      const delivery: Promise<void> = mailer
        .send(message)
        .catch((error: unknown) => {
          log.error({ err: error, subject: message.subject }, "Sending mail failed");
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    });
    app.decorate("mailSettled", async () => {
      await Promise.all([...pending]);
    });

    app.addHook("onClose", async () => {
      await Promise.all([...pending]);
      mailer.close();
    });
  },
  { name: "mail", dependencies: ["app-context"] },
);
