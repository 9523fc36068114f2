// The suites that run again on SECOND_NODE (CI: Node.js 24 LTS beside the machine's 20). Every
// suite runs on the first Node.js; the second run repeats only the ones that lean on the runtime
// itself, where two Node.js versions can disagree: native addons, crypto, streams and zlib,
// sockets, fetch, the WebAssembly database and the process life cycle. Business rules on top of
// those (jobs, search, escrow arithmetic, the 10,000-request property test) behave the same on any
// Node.js that runs these, so repeating them only doubled the longest part of CI (445 s of 2,044).
export const SECOND_NODE_SUITES = [
  "packages/shared/", // pure rules: Intl, dates and time zones differ between Node.js releases
  "apps/server/src/config/", // env parsing, generated secrets (crypto), file permissions
  "apps/server/src/db/migrate.test.ts", // PGlite's WebAssembly build from empty
  "apps/server/src/features/auth/", // argon2 native addon, cookies, sessions
  "apps/server/src/features/oauth/flows.test.ts", // openid-client: fetch, JOSE crypto
  "apps/server/src/features/passwordReset/", // nodemailer over a real SMTP socket
  "apps/server/src/features/delivery/uploads.test.ts", // multipart streams to disk
  "apps/server/src/features/delivery/zipDownload.test.ts", // streamed zip (yazl) and CRCs
  "apps/server/src/features/delivery/httpHeaders.test.ts", // Range and content headers
  "apps/server/src/features/resumable/", // tus over HTTP, file store
  "apps/server/src/features/storage/", // disk and S3 (AWS SDK over HTTP)
  "apps/server/src/features/thumbnails/", // sharp native addon
  "apps/server/src/features/realtime/", // WebSockets, LISTEN/NOTIFY
  "apps/server/src/features/push/", // web-push: ECDH and AES-GCM encryption, HTTP
  "apps/server/src/features/calendarFeed/", // ical-generator, time zones, ETag hashing
  "apps/server/src/features/flightConditions/nwsProvider.test.ts", // fetch to a local server
  "apps/server/src/features/escrow/proof/races.test.ts", // concurrency on the event loop
  "apps/server/src/plugins/", // compression (zlib, brotli), headers, origins, request ids
  "apps/server/src/shutdown.test.ts", // signals and draining
  "apps/server/src/testing/apiExample.test.ts", // a real HTTP server and openapi-fetch
];
