import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` reads this; the server applies ./drizzle itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
