import { PRODUCT_NAME } from "@skyhire/shared";

/** What one email says; `layout` turns it into the HTML and plain-text parts. */
export interface EmailContent {
  subject: string;
  /** Shown first, and by mail programs beside the subject. */
  heading: string;
  paragraphs: string[];
  /** Quoted text (message digests), shown after the paragraphs. */
  quotes?: { by: string; text: string }[];
  button: { label: string; url: string };
  /** "You get this email because …" */
  reason: string;
  settingsUrl: string;
  unsubscribeUrl: string;
  unsubscribeLabel: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Inline styles only: mail programs drop <style> blocks and never load our CSS.
const BRAND = "#0b6bcb";
const INK = "#1f2937";
const MUTED = "#4b5563";

function htmlPart(c: EmailContent): string {
  const e = escapeHtml;
  const paragraphs = c.paragraphs
    .map((p) => `<p style="margin:0 0 16px;color:${INK};line-height:1.5">${e(p)}</p>`)
    .join("\n");
  const quotes = (c.quotes ?? [])
    .map(
      (
        q,
      ) => `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:4px solid ${BRAND};color:${INK}">
<strong>${e(q.by)}</strong><br>${e(q.text).replace(/\n/g, "<br>")}</blockquote>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:${BRAND}">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:${INK}">${e(c.heading)}</h1>
${paragraphs}
${quotes}
<p style="margin:24px 0"><a href="${e(c.button.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${e(c.button.label)}</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="margin:0 0 8px;font-size:13px;color:${MUTED}">${e(c.reason)}</p>
<p style="margin:0;font-size:13px;color:${MUTED}"><a href="${e(c.settingsUrl)}" style="color:${BRAND}">Change your notification settings</a> · <a href="${e(c.unsubscribeUrl)}" style="color:${BRAND}">${e(c.unsubscribeLabel)}</a></p>
</div>
</body></html>`;
}

function textPart(c: EmailContent): string {
  const quotes = (c.quotes ?? []).flatMap((q) => [
    `${q.by}:`,
    ...q.text.split("\n").map((line) => `> ${line}`),
    "",
  ]);
  return [
    PRODUCT_NAME,
    "",
    c.heading,
    "",
    ...c.paragraphs.flatMap((p) => [p, ""]),
    ...quotes,
    `${c.button.label}: ${c.button.url}`,
    "",
    "--",
    c.reason,
    `Change your notification settings: ${c.settingsUrl}`,
    `${c.unsubscribeLabel}: ${c.unsubscribeUrl}`,
    "",
  ].join("\n");
}

export function layout(c: EmailContent): { subject: string; html: string; text: string } {
  return { subject: c.subject, html: htmlPart(c), text: textPart(c) };
}
