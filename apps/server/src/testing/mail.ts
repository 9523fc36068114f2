import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { MailMessage, Mailer } from "../features/mail/mailer";

/** A mailer that keeps messages in memory; the default in tests. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: "memory",
    sent,
    async send(message) {
      sent.push(message);
    },
    close: () => undefined,
  };
}

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Header value of a raw message (first occurrence, unfolded). */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * The text/plain part of a raw message, transfer-decoded. Enough MIME for nodemailer's output
 * (multipart/alternative with 7bit, quoted-printable or base64 parts); not a general parser.
 */
export function mailText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const [head = "", ...bodyParts] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const body = bodyParts.join("\n\n");
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
    if (encoding === "quoted-printable") {
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    }
    return body;
  }
  throw new Error("no text/plain part in message");
}

/** Polls until `check` returns a value (mail is sent in the background). */
export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
