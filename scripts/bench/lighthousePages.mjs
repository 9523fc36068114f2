// The pages scripts/bench/lighthouse.mjs measures (issue 19 section 3), with the session cookie
// of a seeded demo account for the signed-in ones. Signing in goes through the API, as the
// login form does; Lighthouse then sends the cookie with every request (`extraHeaders`).

const DEMO_PASSWORD = "SkyHire-demo-2026";
const DEMO = {
  client: "client@skyhire.test",
  pilot: "pilot@skyhire.test",
  dual: "both@skyhire.test",
};

/** The session cookie ("name=value") of a demo account. */
async function signIn(origin, email) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (cookies.length === 0) throw new Error(`sign-in as ${email}: no cookie`);
  return cookies.join("; ");
}

async function getJson(origin, path, cookie) {
  const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** Every page with its label; `filter` is LIGHTHOUSE_PAGES (labels, "signed-in", "signed-out"). */
export async function lighthousePages(origin, filter) {
  const { pilots } = await getJson(origin, "/api/pilots/search?limit=1");
  const client = await signIn(origin, DEMO.client);
  const pilot = await signIn(origin, DEMO.pilot);
  const dual = await signIn(origin, DEMO.dual);
  const [job] = await getJson(origin, "/api/jobs/client", client);
  if (!pilots[0] || !job) throw new Error("no demo pilot or job: is SEED_DEMO_DATA off?");
  const pages = [
    { label: "/", path: "/" },
    { label: "/pilots", path: "/pilots" },
    { label: "/pilots/{id}", path: `/pilots/${pilots[0].id}` },
    { label: "/login", path: "/login" },
    { label: "/register", path: "/register" },
    { label: "/dashboard (client)", path: "/dashboard", cookie: client },
    { label: "/dashboard (pilot)", path: "/dashboard", cookie: pilot },
    { label: "/dashboard (dual)", path: "/dashboard", cookie: dual },
    { label: "/job-board (pilot)", path: "/job-board", cookie: pilot },
    { label: "/messages (client)", path: "/messages", cookie: client },
    { label: "/jobs/{id} (client)", path: `/jobs/${job.id}`, cookie: client },
  ];
  if (!filter) return pages;
  const wanted = filter.split(",").map((f) => f.trim());
  return pages.filter(
    (p) =>
      wanted.includes(p.label) ||
      (wanted.includes("signed-in") && p.cookie) ||
      (wanted.includes("signed-out") && !p.cookie),
  );
}
