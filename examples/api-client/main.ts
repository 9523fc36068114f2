/**
 * Run against a server: SKYHIRE_URL=http://localhost:5000 SKYHIRE_EMAIL=client@skyhire.test
 * SKYHIRE_PASSWORD=SkyHire-demo-2026 node --import tsx examples/api-client/main.ts
 */
import { runExample } from "./example";

const result = await runExample(process.env.SKYHIRE_URL ?? "http://localhost:5000", {
  email: process.env.SKYHIRE_EMAIL ?? "client@skyhire.test",
  password: process.env.SKYHIRE_PASSWORD ?? "SkyHire-demo-2026",
});
console.log(result);
