import {
  addDays,
  isoDateOf,
  part107ValidThrough,
  type CertificateType,
  type IsoDate,
} from "@skyhire/shared";
import type { ReviewDecision } from "../features/credentials/decide";
import type { CredentialFields } from "../features/credentials/save";
import { createRng, type Rng } from "./prng";
import type { SeedRows } from "./rows";

/** What a demo pilot's credential looks like on first start. */
type Scenario = "current" | "expiring" | "expired" | "pending" | "rejected" | "none";
const PART107_MIX: [Scenario, number][] = [
  ["current", 70],
  ["expiring", 8],
  ["expired", 7],
  ["pending", 9],
  ["rejected", 3],
  ["none", 3],
];
const INSURANCE_MIX: [Scenario, number][] = [
  ["current", 60],
  ["expiring", 6],
  ["expired", 5],
  ["pending", 7],
  ["rejected", 2],
  ["none", 20],
];
const INSURERS = [
  "Skyward Mutual",
  "Global Aerospace",
  "Avion Insurance",
  "Coverdrone",
  "BWI Aviation",
];
const REJECTIONS = [
  "The certificate number on the document does not match the one entered.",
  "The scan is too blurry to read the policy period.",
];

/** A one-page PDF naming the credential, so the operator's viewer shows a real document. */
function demoDocument(title: string, lines: string[]): Buffer {
  const text = [title, ...lines]
    .map(
      (line, i) =>
        `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${720 - i * 24} Td (${line.replace(/[()\\]/g, "")}) Tj ET`,
    )
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** One demo credential: what the pilot submitted and, unless it stays pending, the decision. */
export interface PlannedCredential {
  pilotProfileId: string;
  kind: "part107" | "insurance";
  scenario: Scenario;
  fields: CredentialFields;
  fileName: string;
  pdf: Buffer;
  submittedAt: Date;
  /** Null while it waits for review. */
  decision: ReviewDecision | null;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The last valid day a scenario needs, seen from today. */
function validThroughFor(scenario: Scenario, today: IsoDate, rng: Rng): IsoDate {
  if (scenario === "expiring") return addDays(today, rng.int(3, 28));
  if (scenario === "expired") return addDays(today, -rng.int(5, 120));
  return addDays(today, rng.int(60, 680));
}

function planPart107(
  profileId: string,
  number: string,
  scenario: Scenario,
  today: IsoDate,
  rng: Rng,
): PlannedCredential {
  // A test on a day of the month 24 months before the wanted end (107.65).
  const end = validThroughFor(scenario, today, rng);
  const lastTestOn = `${Number(end.slice(0, 4)) - 2}${end.slice(4, 8)}${String(rng.int(1, 28)).padStart(2, "0")}`;
  const certificateType: CertificateType = "permanent";
  const facts = { certificateType, issuedOn: null, lastTestOn };
  return {
    pilotProfileId: profileId,
    kind: "part107",
    scenario,
    fields: { ...facts, certificateNumber: number, validThrough: part107ValidThrough(facts) },
    fileName: "remote-pilot-certificate.pdf",
    pdf: demoDocument("Remote Pilot Certificate (demo)", [
      `Certificate ${number}`,
      `Knowledge test ${lastTestOn}`,
    ]),
    submittedAt: new Date(Date.parse(`${today}T09:00:00Z`) - rng.int(1, 20) * DAY_MS),
    decision: null,
  };
}

function planInsurance(
  profileId: string,
  scenario: Scenario,
  today: IsoDate,
  rng: Rng,
  coverageCents?: number,
): PlannedCredential {
  // Yearly policies: a current one runs out within the year, so it took effect before today.
  const expiresOn =
    scenario === "current" || scenario === "pending" || scenario === "rejected"
      ? addDays(today, rng.int(60, 330))
      : validThroughFor(scenario, today, rng);
  const insurer = rng.pick(INSURERS);
  const policyNumber = `${insurer.slice(0, 3).toUpperCase()}-${rng.int(100_000, 999_999)}`;
  const coverage =
    coverageCents ?? rng.pickWeighted([100_000_000, 200_000_000, 50_000_000] as const, [6, 3, 1]);
  return {
    pilotProfileId: profileId,
    kind: "insurance",
    scenario,
    fields: {
      insurer,
      policyNumber,
      coverageCents: coverage,
      effectiveOn: addDays(expiresOn, -364),
      validThrough: expiresOn,
    },
    fileName: "certificate-of-insurance.pdf",
    pdf: demoDocument("Certificate of Liability Insurance (demo)", [
      insurer,
      `Policy ${policyNumber}`,
      `Until ${expiresOn}`,
    ]),
    submittedAt: new Date(Date.parse(`${today}T09:00:00Z`) - rng.int(1, 20) * DAY_MS),
    decision: null,
  };
}

const pickScenario = (rng: Rng, mix: [Scenario, number][]) =>
  rng.pickWeighted(
    mix.map(([s]) => s),
    mix.map(([, w]) => w),
  );

/**
 * The demo pilots' credentials, the same on every start for the same day: the demo pilot is
 * current and verified, the rest a realistic mix, so every state shows on first start.
 */
export function planDemoCredentials(rows: SeedRows, now: Date): PlannedCredential[] {
  const rng = createRng(48_107);
  const today = isoDateOf(now);
  const demoUsers = new Map(rows.users.map((u) => [u.id, u.email]));
  const planned: PlannedCredential[] = [];
  for (const profile of rows.pilotProfiles) {
    const email = demoUsers.get(profile.userId);
    const isDemoPilot = email === "pilot@skyhire.test";
    const isBoth = email === "both@skyhire.test";
    const part107 = isDemoPilot || isBoth ? "current" : pickScenario(rng, PART107_MIX);
    const insurance = isDemoPilot
      ? "current"
      : isBoth
        ? "pending"
        : pickScenario(rng, INSURANCE_MIX);
    const number = profile.part107Number ?? String(rng.int(4_000_000, 4_999_999));
    if (part107 !== "none") planned.push(planPart107(profile.id, number, part107, today, rng));
    if (insurance !== "none") {
      // The demo pilot carries the $1M clients commonly ask for.
      const cover = isDemoPilot ? 100_000_000 : undefined;
      planned.push(planInsurance(profile.id, insurance, today, rng, cover));
    }
  }
  // Decided after all are planned, in order, so the random sequence is the one of earlier demos.
  for (const p of planned) {
    if (p.scenario === "pending") continue;
    p.decision =
      p.scenario === "rejected"
        ? { approved: false, reason: rng.pick(REJECTIONS) }
        : { approved: true };
  }
  return planned;
}
