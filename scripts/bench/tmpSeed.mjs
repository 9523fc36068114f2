import { benchServer, createThrowAwayDatabase } from "./benchDatabase.mjs";
import { seedBenchJobs } from "./jobBoard.mjs";
import { stopServer } from "./serverProcess.mjs";
const url = await createThrowAwayDatabase(
  "postgres://postgres@127.0.0.1:5432/postgres",
  "sk_board100k",
);
await stopServer(await benchServer(url, { seedDemo: true }));
await seedBenchJobs(url, Number(process.argv[2] ?? 100000));
console.log(url);
