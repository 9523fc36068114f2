import type { PilotProfileDetail } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthSession } from "@/features/auth/types";
import PilotProfilePage from "@/pages/PilotProfilePage";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const PROFILE_ID = "00000000-0000-4000-8000-0000000000a1";

const DETAIL: PilotProfileDetail = {
  id: PROFILE_ID,
  part107Number: "4123456",
  businessName: "Ortiz Aerial",
  bio: null,
  baseCity: "Austin",
  baseState: "TX",
  jobCategories: ["real_estate"],
  hourlyRateMin: 100,
  hourlyRateMax: 200,
  flightHours: 420,
  yearsExperience: null,
  isAvailable: true,
  profileImageUrl: "/api/pilot-images/00000000-0000-4000-8000-0000000000b1",
  coverImageUrl: null,
  equipment: [
    {
      id: "00000000-0000-4000-8000-0000000000c1",
      name: "DJI Mavic 3 Pro",
      type: "drone",
      model: null,
      isMain: true,
      notes: null,
      weightGrams: null,
      registrationNumber: null,
      registrationExpiresOn: null,
      remoteIdKind: null,
      remoteIdSerial: null,
      antiCollisionLighting: false,
      weatherLimits: { maxWindMph: 20, maxGustMph: 25, maxPrecipitationChance: 50 },
    },
  ],
  serviceAreas: [],
};

function session(detail: PilotProfileDetail = DETAIL): AuthSession {
  const profile = {
    ...detail,
    equipment: detail.equipment.map((item) => item.name),
    serviceAreas: detail.serviceAreas.map((area) => area.label),
  };
  return {
    user: { firstName: "Maya", lastName: "Ortiz", userType: "pilot", canFly: true },
    profile,
    pilotProfile: profile,
    clientProfile: null,
    linkedAccounts: [],
  };
}

function api(routes: Parameters<typeof mockApi>[0] = {}, detail = DETAIL) {
  return mockApi({
    "GET /api/profiles/pilot/me": () => json(detail),
    "GET /api/auth/user": () => json(session(detail)),
    "GET /api/credentials": () =>
      json({
        part107: null,
        insurance: null,
        fleet: { aircraftNeedingRegistration: 0, aircraftRegistered: 0 },
      }),
    ...routes,
  });
}

describe("the pilot profile builder", () => {
  it("shows the spec's checklist, each step linking to its section, and the public profile link", async () => {
    api();
    renderApp(<PilotProfilePage />, { session: session() });
    const checklist = await screen.findByRole("link", { name: /Basic info: Part 107 number/ });
    expect(checklist).toHaveAttribute("href", "#basic-info");
    expect(checklist).toHaveTextContent("(done)");
    const media = screen.getByRole("link", {
      name: /Profile media: profile image and cover image/,
    });
    expect(media).toHaveAttribute("href", "#profile-media");
    // A profile image without a cover image is not enough.
    expect(media).toHaveTextContent("(to do)");
    expect(
      screen.getByRole("link", { name: /Services and equipment: at least one job category/ }),
    ).toHaveTextContent("(done)");
    expect(screen.getByRole("link", { name: /Service areas: at least one area/ })).toHaveAttribute(
      "href",
      "#service-areas",
    );
    // The builder also counts credentials: none verified yet.
    expect(
      screen.getByRole("link", {
        name: /Credentials: Part 107 certificate and insurance verified \(0 of 2\)/,
      }),
    ).toHaveAttribute("href", "#credentials");
    expect(screen.getByText("40% complete")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View public profile" })).toHaveAttribute(
      "href",
      `/pilots/${PROFILE_ID}`,
    );
    const media2 = screen.getByRole("region", { name: /Profile media/ });
    expect(await within(media2).findByRole("button", { name: "Upload cover image" })).toBeEnabled();
    expect(within(media2).getByRole("button", { name: "Replace profile image" })).toBeEnabled();
  });

  it("adds a service area: unclear places are explained, and the whole list is sent", async () => {
    const saved = {
      ...DETAIL,
      serviceAreas: [
        {
          label: "Round Rock, TX",
          city: "Round Rock",
          state: "TX",
          lat: 30.5,
          lng: -97.7,
          radiusMiles: 30,
        },
      ],
    };
    const calls = api({ "PUT /api/profiles/pilot/service-areas": () => json(saved) });
    const user = userEvent.setup();
    renderApp(<PilotProfilePage />, { session: session() });
    const areas = await screen.findByRole("region", { name: /Service areas/ });
    const place = await within(areas).findByLabelText("City and state, or ZIP code");
    await user.type(place, "Round Rock");
    await user.click(within(areas).getByRole("button", { name: "Add area" }));
    expect(
      within(areas).getByText('Enter a city and state like "Austin, TX", or a 5-digit ZIP code'),
    ).toBeInTheDocument();

    await user.type(place, ", TX");
    const radius = within(areas).getByLabelText("Radius (miles)");
    await user.clear(radius);
    await user.type(radius, "30");
    await user.click(within(areas).getByRole("button", { name: "Add area" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        areas: [{ city: "Round Rock", state: "TX", radiusMiles: 30 }],
      }),
    );
    expect(
      await within(areas).findByRole("button", { name: "Remove Round Rock, TX" }),
    ).toBeEnabled();
  });

  it("shows the server's refusal of an unknown place under the place field", async () => {
    const message =
      'We couldn\'t find "Atlantis, TX". Try a city and state like "Austin, TX" or a 5-digit ZIP code.';
    api({
      "PUT /api/profiles/pilot/service-areas": () =>
        json({ message, requestId: "r1", details: [{ path: "body.areas.0.city", message }] }, 400),
    });
    const user = userEvent.setup();
    renderApp(<PilotProfilePage />, { session: session() });
    const areas = await screen.findByRole("region", { name: /Service areas/ });
    await user.type(
      await within(areas).findByLabelText("City and state, or ZIP code"),
      "Atlantis, TX",
    );
    await user.click(within(areas).getByRole("button", { name: "Add area" }));
    const field = within(areas).getByLabelText("City and state, or ZIP code");
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
  });

  it("saves flight hours and years of experience", async () => {
    const calls = api({
      "PATCH /api/profiles/pilot/experience": ({ body }) =>
        json({ ...DETAIL, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderApp(<PilotProfilePage />, { session: session() });
    const section = await screen.findByRole("region", { name: "Experience" });
    const hours = await within(section).findByLabelText("Flight hours");
    await user.clear(hours);
    await user.click(within(section).getByRole("button", { name: "Save experience" }));
    expect(within(section).getByText("Enter your flight hours")).toBeInTheDocument();
    await user.type(hours, "1250");
    await user.type(within(section).getByLabelText("Years of experience (optional)"), "7");
    await user.click(within(section).getByRole("button", { name: "Save experience" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
        flightHours: 1250,
        yearsExperience: 7,
      }),
    );
  });

  it("refuses a file that is not a JPEG or PNG before uploading it", async () => {
    api();
    const xhr = vi.fn();
    vi.stubGlobal("XMLHttpRequest", xhr);
    const user = userEvent.setup({ applyAccept: false });
    renderApp(<PilotProfilePage />, { session: session() });
    const media = await screen.findByRole("region", { name: /Profile media/ });
    const input = await within(media).findByLabelText("Choose a cover image");
    const fake = new File(["MZ this is a program"], "beach.jpg", { type: "image/jpeg" });
    await user.upload(input, fake);
    expect(
      await within(media).findByText(
        '"beach.jpg" isn\'t a JPEG or PNG image. Choose a photo saved as JPEG or PNG.',
      ),
    ).toBeInTheDocument();
    expect(xhr).not.toHaveBeenCalled();
  });

  it("uploads the chosen cover image as multipart and shows the saved picture", async () => {
    const url = "/api/pilot-images/00000000-0000-4000-8000-0000000000b2";
    api();
    const sent: { url: string; body: FormData }[] = [];
    class FakeXhr {
      upload: {
        onprogress:
          ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
      } = { onprogress: null };
      status = 0;
      statusText = "";
      responseText = "";
      withCredentials = false;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private target = "";
      open(_method: string, target: string) {
        this.target = target;
      }
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      abort() {}
      send(body: FormData) {
        sent.push({ url: this.target, body });
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        setTimeout(() => {
          this.status = 200;
          this.responseText = JSON.stringify({ ...DETAIL, coverImageUrl: url });
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const user = userEvent.setup();
    renderApp(<PilotProfilePage />, { session: session() });
    const media = await screen.findByRole("region", { name: /Profile media/ });
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], "roof.jpg", {
      type: "image/jpeg",
    });
    await user.upload(await within(media).findByLabelText("Choose a cover image"), jpeg);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe("/api/profiles/pilot/images/cover");
    expect((sent[0]!.body.get("file") as File).name).toBe("roof.jpg");
    expect(await within(media).findByRole("img", { name: "Cover image preview" })).toHaveAttribute(
      "src",
      url,
    );
    expect(within(media).getByRole("button", { name: "Replace cover image" })).toBeEnabled();
  });

  it("tells a user who doesn't fly how to turn it on", () => {
    const calls = api();
    renderApp(<PilotProfilePage />, { session: clientSession() });
    expect(screen.getByRole("note")).toHaveTextContent("Flying missions isn't switched on");
    expect(screen.queryByRole("link", { name: "View public profile" })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
