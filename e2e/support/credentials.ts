import { expect, request, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./accounts";

function baseUrl(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT}`;
}

/** A one-line PDF: enough for the server's sniffer and the operator's viewer. */
export const CERTIFICATE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** A test date `days` from today, as the credential forms take it (YYYY-MM-DD). */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Gives the pilot signed in on `page` a verified, current Part 107 (applying to jobs needs one):
 * uploaded like the profile builder does, then approved by the demo operator in a context of
 * its own.
 */
export async function verifiedPart107(page: Page): Promise<void> {
  const submitted = await page.request.post("/api/credentials/part107", {
    headers: { Origin: baseUrl() },
    multipart: {
      certificateNumber: "4123456",
      certificateType: "permanent",
      lastTestOn: isoDay(-60),
      file: { name: "certificate.pdf", mimeType: "application/pdf", buffer: CERTIFICATE_PDF },
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const id = ((await submitted.json()) as { part107: { id: string } }).part107.id;

  const ops = await request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { Origin: baseUrl() },
  });
  try {
    const login = await ops.post("/api/auth/login", {
      data: { email: "ops@skyhire.test", password: DEMO_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const approved = await ops.post(`/api/admin/credentials/${id}/approve`);
    expect(approved.status(), await approved.text()).toBe(204);
  } finally {
    await ops.dispose();
  }
}
