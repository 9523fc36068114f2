/**
 * Accounts that can sign in on a fresh install. Printed at start-up and listed in the README;
 * every other seeded person has no password and cannot sign in.
 */
export const DEMO_PASSWORD = "SkyHire-demo-2026";

export const DEMO_ACCOUNTS = [
  {
    email: "pilot@skyhire.test",
    password: DEMO_PASSWORD,
    description: "pilot with a complete pilot profile",
  },
  {
    email: "client@skyhire.test",
    password: DEMO_PASSWORD,
    description: "client with a complete client profile, properties and jobs",
  },
  {
    email: "both@skyhire.test",
    password: DEMO_PASSWORD,
    description: "flies and hires (pilot and client profiles)",
  },
  {
    email: "ops@skyhire.test",
    password: DEMO_PASSWORD,
    description: "operator (admin role): disputes and the ledger under /admin",
  },
] as const;

export type DemoAccountEmail = (typeof DEMO_ACCOUNTS)[number]["email"];

/** Its presence means the demo data was already seeded. */
export const DEMO_SEED_MARKER_EMAIL: DemoAccountEmail = "pilot@skyhire.test";

/** The demo operator: the seed records the demo pilots' credential reviews as theirs. */
export const DEMO_OPERATOR_EMAIL: DemoAccountEmail = "ops@skyhire.test";
