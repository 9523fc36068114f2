import { NOTIFICATION_GROUPS } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import { messageDigestEmail, notificationEmail } from "./compose";

const ctx = {
  baseUrl: "https://skyhire.example",
  sessionSecret: "snapshot-secret-0123456789abcdef",
};
const to = {
  userId: "7d7c4a52-1c1e-4c55-9a6a-2b8d4f7f1a10",
  email: "cleo@example.com",
  firstName: "Cleo",
};

/** The words people read: edit templates.ts or layout.ts, then review and update these. */
describe("email templates", () => {
  it.each(NOTIFICATION_GROUPS.filter((g) => g !== "messages"))("%s notification", (group) => {
    const mail = notificationEmail(ctx, to, group, {
      title: "Something happened",
      body: 'Pat P. did something on "Roof inspection".',
      link: "/jobs/1b0d8a3e-5bb6-4bbf-9d3f-1d1c9f0f3c11",
    });
    expect({ subject: mail.subject, headers: mail.headers, text: mail.text }).toMatchSnapshot();
    expect(mail.html).toContain("SkyHire");
    expect(mail.html).toContain(
      'href="https://skyhire.example/jobs/1b0d8a3e-5bb6-4bbf-9d3f-1d1c9f0f3c11"',
    );
    expect(mail.html).toContain("&#34;Roof inspection&#34;");
  });

  it("message digest", () => {
    const mail = messageDigestEmail(ctx, to, {
      conversationId: "c5b1e7a4-0a8d-4c52-8d37-5b0b1d7c2a99",
      senderName: "Pat P.",
      jobTitle: "Roof inspection",
      messages: [{ body: "Can you fly on Saturday?" }, { body: "Line one\nline two" }],
    });
    expect({ subject: mail.subject, headers: mail.headers, text: mail.text }).toMatchSnapshot();
  });

  it("never links away from the site", () => {
    const mail = notificationEmail(ctx, to, "account", {
      title: "Hi",
      body: null,
      link: "//evil.example/phish",
    });
    expect(mail.text).toContain("Open SkyHire: https://skyhire.example/notifications");
  });
});
