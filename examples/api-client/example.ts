import { createSkyHireClient, SkyHireApiError } from "./client";

export interface ExampleResult {
  pilotsFound: number;
  jobId: string;
  jobTitle: string;
  applications: number;
}

/**
 * What an integrator's program does: sign in as a client, search pilots near the shoot, post a
 * job, and read the applications to it. Every call is checked against the generated types.
 */
export async function runExample(
  baseUrl: string,
  credentials: { email: string; password: string },
  now: Date = new Date(),
): Promise<ExampleResult> {
  const api = createSkyHireClient(baseUrl);

  const signIn = await api.POST("/api/auth/login", { body: credentials });
  if (!signIn.data) throw new SkyHireApiError(signIn.response.status, signIn.error);

  const search = await api.GET("/api/pilots/search", {
    params: { query: { location: "Austin, TX", category: "real_estate", pageSize: 6 } },
  });
  if (!search.data) throw new SkyHireApiError(search.response.status, search.error);

  const day = 24 * 60 * 60 * 1000;
  const inTwoWeeks = new Date(now.getTime() + 14 * day);
  const deadline = new Date(inTwoWeeks.getTime() + 3 * day);
  const posted = await api.POST("/api/jobs", {
    body: {
      title: "Aerial photos of a listing on Lake Travis",
      serviceType: "real_estate",
      description: "Twenty aerial photos of a lakefront house and its dock, shot in the morning.",
      location: "Austin, TX",
      budget: 450_00, // cents
      dateFrom: inTwoWeeks.toISOString(), // a window: any day from dateFrom to the deadline
      deadline: deadline.toISOString(),
      deliverables: ["photos"],
      requirements: ["insurance"],
    },
  });
  if (!posted.data) throw new SkyHireApiError(posted.response.status, posted.error);

  const applications = await api.GET("/api/jobs/{id}/applications", {
    params: { path: { id: posted.data.id } },
  });
  if (!applications.data) {
    throw new SkyHireApiError(applications.response.status, applications.error);
  }

  await api.POST("/api/auth/logout");
  return {
    pilotsFound: search.data.total,
    jobId: posted.data.id,
    jobTitle: posted.data.title,
    applications: applications.data.length,
  };
}
