import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";
import PostJobPage from "@/pages/PostJobPage";
import { draftKey } from "./jobDraft";

afterEach(() => vi.unstubAllGlobals());

const JOB_ID = "00000000-0000-4000-8000-0000000000aa";
const PILOT_ID = "00000000-0000-4000-8000-0000000000bb";

function nextWeek(): string {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

async function fillJob(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Job title"), "Aerial photos of a lakeside home");
  await user.click(screen.getByRole("radio", { name: "Real Estate" }));
  await user.type(
    screen.getByLabelText("Description"),
    "Twenty photos of the house and the lake front.",
  );
  await user.type(screen.getByLabelText("Location"), "Austin, TX");
  await user.type(screen.getByLabelText("Budget (US dollars)"), "450");
  fireEvent.change(screen.getByLabelText("Deadline"), { target: { value: nextWeek() } });
  await user.click(screen.getByRole("checkbox", { name: "Photos" }));
}

describe("/job/post", () => {
  it("shows a message under each field before sending anything", async () => {
    const calls = mockApi({ "GET /api/properties": () => json([]) });
    renderApp(<PostJobPage />, { path: "/job/post", session: clientSession() });
    await userEvent.click(await screen.findByRole("button", { name: "Post job" }));

    expect(await screen.findByText("Title must be at least 5 characters")).toBeInTheDocument();
    expect(screen.getByText("Choose a service type")).toBeInTheDocument();
    expect(screen.getByText("Enter your budget in whole dollars")).toBeInTheDocument();
    expect(screen.getByText("Choose at least one deliverable")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("posts dollars as cents, clears the draft and opens the job", async () => {
    const calls = mockApi({
      "GET /api/properties": () => json([]),
      "POST /api/jobs": () => json({ id: JOB_ID }, 201),
    });
    const user = userEvent.setup();
    const { location } = renderApp(<PostJobPage />, {
      path: "/job/post",
      session: clientSession(),
    });
    await fillJob(user);
    expect(localStorage.getItem(draftKey("dana@example.com"))).toContain("lakeside");

    await user.click(screen.getByRole("button", { name: "Post job" }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/jobs/${JOB_ID}`));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toMatchObject({
      budget: 45_000,
      serviceType: "real_estate",
      deliverables: ["photos"],
      dateFrom: null,
      insuranceMinimum: null,
      propertyId: null,
    });
    expect(localStorage.getItem(draftKey("dana@example.com"))).toBeNull();
  });

  it("restores a draft after a reload and discards it on request", async () => {
    mockApi({ "GET /api/properties": () => json([]) });
    const user = userEvent.setup();
    const first = renderApp(<PostJobPage />, { path: "/job/post", session: clientSession() });
    await user.type(screen.getByLabelText("Job title"), "Roof inspection downtown");
    first.unmount();

    renderApp(<PostJobPage />, { path: "/job/post", session: clientSession() });
    expect(await screen.findByLabelText("Job title")).toHaveValue("Roof inspection downtown");
    expect(screen.getByText(/We restored the draft/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Discard draft" }));
    expect(screen.getByLabelText("Job title")).toHaveValue("");
    expect(localStorage.getItem(draftKey("dana@example.com"))).toBeNull();
  });

  it("puts the server's field messages under their fields", async () => {
    mockApi({
      "GET /api/properties": () => json([]),
      "POST /api/jobs": () =>
        json(
          {
            message: "We couldn't find that place",
            requestId: "req-1",
            details: [{ path: "body.location", message: "We couldn't find 'Atlantis, ZZ'" }],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp(<PostJobPage />, { path: "/job/post", session: clientSession() });
    await fillJob(user);
    await user.click(screen.getByRole("button", { name: "Post job" }));
    expect(await screen.findByText("We couldn't find 'Atlantis, ZZ'")).toBeInTheDocument();
    expect(screen.getByLabelText("Location")).toHaveAttribute("aria-invalid", "true");
  });

  it("links a property and invites the pilot from ?invite= once posted", async () => {
    const propertyId = "00000000-0000-4000-8000-0000000000cc";
    const calls = mockApi({
      "GET /api/properties": () =>
        json([{ id: propertyId, name: "Lake house", address: "Austin, TX", jobs: [] }]),
      [`GET /api/pilots/${PILOT_ID}`]: () =>
        json({ id: PILOT_ID, displayName: "Maya O.", businessName: null, profileImageUrl: null }),
      "POST /api/jobs": () => json({ id: JOB_ID }, 201),
      [`POST /api/jobs/${JOB_ID}/invitations`]: () => json({ id: "inv" }, 201),
    });
    const user = userEvent.setup();
    const { location } = renderApp(<PostJobPage />, {
      path: `/job/post?invite=${PILOT_ID}`,
      session: clientSession(),
    });
    expect(await screen.findByText("Maya O.")).toBeInTheDocument();
    await fillJob(user);
    await user.selectOptions(await screen.findByLabelText("Property (optional)"), "Lake house");
    await user.click(screen.getByRole("button", { name: "Post job" }));

    await waitFor(() => expect(location.history.at(-1)).toBe(`/jobs/${JOB_ID}`));
    expect(calls.find((c) => c.url === "/api/jobs")?.body).toMatchObject({ propertyId });
    expect(calls.find((c) => c.url.endsWith("/invitations"))?.body).toEqual({
      pilotProfileId: PILOT_ID,
    });
  });
});
