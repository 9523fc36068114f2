import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentUserResponseSchema, PART107_NUMBER_MESSAGE } from "@skyhire/shared";
import { clientProfiles, equipment, pilotProfiles, users } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";
import {
  CLIENT_CAPABILITY_REQUIRED_MESSAGE,
  nextUserType,
  PILOT_CAPABILITY_REQUIRED_MESSAGE,
} from "./onboarding";

const pilotForm = {
  part107Number: "4123456",
  businessName: "Dusk Aerial",
  baseCity: "Austin",
  baseState: "tx",
  jobCategories: ["real_estate", "construction"],
  hourlyRateMin: 95,
  hourlyRateMax: 180,
  bio: "FAA certified since 2019.",
};

const clientForm = {
  companyName: "Harbor Realty",
  location: "Tampa, FL",
  industry: "Real estate",
  phone: "+1 813 555 0100",
};

describe("nextUserType", () => {
  it("keeps the main role while its capability stays, else pilot when flying, else client", () => {
    expect(nextUserType(null, { canFly: true, canHire: true })).toBe("pilot");
    expect(nextUserType(null, { canFly: false, canHire: true })).toBe("client");
    expect(nextUserType("client", { canFly: true, canHire: true })).toBe("client");
    expect(nextUserType("client", { canFly: true, canHire: false })).toBe("pilot");
    expect(nextUserType("pilot", { canFly: false, canHire: true })).toBe("client");
  });
});

describe.each(testDatabases())("onboarding API (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  async function signedIn(overrides: Parameters<typeof createTestUser>[1] = {}) {
    const user = await createTestUser(t.database.db, overrides);
    const b = new TestBrowser(t);
    const res = await b.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    return { user, b };
  }

  async function userRow(id: string) {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  describe("signed out", () => {
    it.each([
      ["/api/me/capabilities", { canFly: true, canHire: false }],
      ["/api/profiles/pilot", pilotForm],
      ["/api/profiles/client", clientForm],
    ])("PUT %s answers 401, even with an invalid body", async (url, body) => {
      const b = new TestBrowser(t);
      expect((await b.put(url, body)).statusCode).toBe(401);
      const invalid = await b.put(url, {});
      expect(invalid.statusCode).toBe(401);
      expect(invalid.json().message).toBe("Authentication required");
    });
  });

  describe("PUT /api/me/capabilities", () => {
    it("sets the capabilities and the main role, and answers the current user", async () => {
      const { user, b } = await signedIn();
      const res = await b.put("/api/me/capabilities", { canFly: true, canHire: true });
      expect(res.statusCode).toBe(200);
      const body = currentUserResponseSchema.parse(res.json());
      expect(body.user).toMatchObject({
        id: user.id,
        canFly: true,
        canHire: true,
        hasDualCapability: true,
        userType: "pilot",
        isPart107Certified: false,
      });

      const client = await b.put("/api/me/capabilities", { canFly: false, canHire: true });
      expect(client.json().user).toMatchObject({
        userType: "client",
        canFly: false,
        hasDualCapability: false,
      });
      // Client stays the main role when flying is added back.
      const both = await b.put("/api/me/capabilities", { canFly: true, canHire: true });
      expect(both.json().user.userType).toBe("client");
    });

    it("needs at least one capability", async () => {
      const { b } = await signedIn();
      const res = await b.put("/api/me/capabilities", { canFly: false, canHire: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Choose at least one: flying missions or hiring pilots");
      const wrongType = await b.put("/api/me/capabilities", { canFly: "yes", canHire: true });
      expect(wrongType.statusCode).toBe(400);
    });

    it("keeps profiles and equipment when a capability is turned off", async () => {
      const { user, b } = await signedIn();
      await b.put("/api/me/capabilities", { canFly: true, canHire: true });
      await b.put("/api/profiles/pilot", pilotForm);
      await b.put("/api/profiles/client", clientForm);
      const [profile] = await t.database.db
        .select()
        .from(pilotProfiles)
        .where(eq(pilotProfiles.userId, user.id));
      await t.database.db
        .insert(equipment)
        .values({ pilotProfileId: profile?.id ?? "", name: "DJI Mavic 3 Pro", type: "drone" });

      const hireOnly = await b.put("/api/me/capabilities", { canFly: false, canHire: true });
      expect(hireOnly.json().profile.companyName).toBe("Harbor Realty");
      const flyOnly = await b.put("/api/me/capabilities", { canFly: true, canHire: false });
      expect(flyOnly.json().user.userType).toBe("pilot");
      expect(flyOnly.json().profile).toMatchObject({
        part107Number: "4123456",
        equipment: ["DJI Mavic 3 Pro"],
      });
      expect(flyOnly.json().clientProfile.companyName).toBe("Harbor Realty");
      expect((await userRow(user.id))?.isPart107Certified).toBe(true);
    });
  });

  describe("PUT /api/profiles/pilot", () => {
    it("needs the flying capability", async () => {
      const { b } = await signedIn({ canHire: true, userType: "client" });
      const res = await b.put("/api/profiles/pilot", pilotForm);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PILOT_CAPABILITY_REQUIRED_MESSAGE);
      const invalid = await b.put("/api/profiles/pilot", {});
      expect(invalid.statusCode).toBe(403);
    });

    it("creates the profile (rates in dollars, stored in cents) and marks the user certified", async () => {
      const { user, b } = await signedIn({ canFly: true, userType: "pilot" });
      const res = await b.put("/api/profiles/pilot", pilotForm);
      expect(res.statusCode).toBe(200);
      const body = currentUserResponseSchema.parse(res.json());
      expect(body.user.isPart107Certified).toBe(true);
      expect(body.profile).toEqual({
        id: expect.any(String),
        part107Number: "4123456",
        businessName: "Dusk Aerial",
        bio: "FAA certified since 2019.",
        profileImageUrl: null,
        coverImageUrl: null,
        jobCategories: ["real_estate", "construction"],
        equipment: [],
        serviceAreas: [],
        isAvailable: true,
        flightHours: 0,
        baseCity: "Austin",
        baseState: "TX",
        hourlyRateMin: 95,
        hourlyRateMax: 180,
      });
      expect(body.pilotProfile).toEqual(body.profile);
      const [row] = await t.database.db
        .select()
        .from(pilotProfiles)
        .where(eq(pilotProfiles.userId, user.id));
      expect(row).toMatchObject({ hourlyRateMinCents: 9500, hourlyRateMaxCents: 18000 });
      // The base is geocoded so clients can find the pilot by distance.
      expect(row?.baseLat).toBeCloseTo(30.3, 0);
      expect(row?.baseLng).toBeCloseTo(-97.7, 0);
    });

    it("makes a newly onboarded pilot findable in pilot search near their base", async () => {
      const { b } = await signedIn({ canFly: true, userType: "pilot" });
      const saved = await b.put("/api/profiles/pilot", {
        ...pilotForm,
        businessName: "Findable Aerial",
        baseCity: "Round Rock",
      });
      expect(saved.statusCode).toBe(200);
      const profileId = saved.json().profile.id as string;
      const search = await t.app.inject({
        url: "/api/pilots/search?location=Austin,%20TX&limit=50",
      });
      expect(search.statusCode).toBe(200);
      const ids = (search.json().pilots as { id?: string }[]).map((p) => p.id);
      expect(ids).toContain(profileId);
    });

    it("refuses a base city that does not exist in that state", async () => {
      const { b } = await signedIn({ canFly: true, userType: "pilot" });
      const res = await b.put("/api/profiles/pilot", { ...pilotForm, baseCity: "Atlantis" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "We couldn't find Atlantis, TX. Check the city's spelling and the two-letter state code.",
      );
    });

    it("updates the same profile on a second call", async () => {
      const { user, b } = await signedIn({ canFly: true, userType: "pilot" });
      const first = await b.put("/api/profiles/pilot", pilotForm);
      const second = await b.put("/api/profiles/pilot", {
        ...pilotForm,
        businessName: "Dusk Aerial LLC",
        bio: undefined,
      });
      expect(second.json().profile.id).toBe(first.json().profile.id);
      expect(second.json().profile).toMatchObject({ businessName: "Dusk Aerial LLC", bio: null });
      const rows = await t.database.db
        .select()
        .from(pilotProfiles)
        .where(eq(pilotProfiles.userId, user.id));
      expect(rows).toHaveLength(1);
    });

    it("keeps stored coordinates unless the base moves, then geocodes the new base", async () => {
      const { user, b } = await signedIn({ canFly: true, userType: "pilot" });
      await b.put("/api/profiles/pilot", pilotForm);
      await t.database.db
        .update(pilotProfiles)
        .set({ baseLat: 30.27, baseLng: -97.74 })
        .where(eq(pilotProfiles.userId, user.id));
      await b.put("/api/profiles/pilot", { ...pilotForm, businessName: "Renamed" });
      const coords = async () =>
        (
          await t.database.db
            .select({ lat: pilotProfiles.baseLat, lng: pilotProfiles.baseLng })
            .from(pilotProfiles)
            .where(eq(pilotProfiles.userId, user.id))
        )[0];
      expect(await coords()).toEqual({ lat: 30.27, lng: -97.74 });
      await b.put("/api/profiles/pilot", { ...pilotForm, baseCity: "Denver", baseState: "CO" });
      const moved = await coords();
      expect(moved?.lat).toBeCloseTo(39.7, 0);
      expect(moved?.lng).toBeCloseTo(-105, 0);
    });

    it("validates the form with messages people can act on", async () => {
      const { b } = await signedIn({ canFly: true, userType: "pilot" });
      const res = await b.put("/api/profiles/pilot", {
        ...pilotForm,
        part107Number: "12345",
        businessName: " ",
        baseState: "Texas",
        jobCategories: [],
        hourlyRateMin: 200,
        hourlyRateMax: 100,
      });
      expect(res.statusCode).toBe(400);
      const paths = (res.json().details as { path: string; message: string }[]).map(
        (d) => `${d.path}: ${d.message}`,
      );
      expect(paths).toEqual(
        expect.arrayContaining([
          `body.part107Number: ${PART107_NUMBER_MESSAGE}`,
          "body.businessName: Business name is required",
          "body.baseState: Use the two-letter state code, for example TX",
          "body.jobCategories: Pick at least one service you offer",
        ]),
      );
      const rates = await b.put("/api/profiles/pilot", {
        ...pilotForm,
        hourlyRateMin: 200,
        hourlyRateMax: 100,
      });
      expect(rates.statusCode).toBe(400);
      expect(rates.json().message).toContain("The highest rate must be at least the lowest rate");
      const category = await b.put("/api/profiles/pilot", {
        ...pilotForm,
        jobCategories: ["knitting"],
      });
      expect(category.statusCode).toBe(400);
    });
  });

  describe("PUT /api/profiles/client", () => {
    it("needs the hiring capability", async () => {
      const { b } = await signedIn({ canFly: true, userType: "pilot" });
      const res = await b.put("/api/profiles/client", clientForm);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CLIENT_CAPABILITY_REQUIRED_MESSAGE);
    });

    it("creates, then updates, the caller's client profile", async () => {
      const { user, b } = await signedIn({ canHire: true, userType: "client" });
      const res = await b.put("/api/profiles/client", clientForm);
      expect(res.statusCode).toBe(200);
      const body = currentUserResponseSchema.parse(res.json());
      expect(body.profile).toEqual({ id: expect.any(String), ...clientForm });
      expect(body.clientProfile).toEqual(body.profile);
      expect(body.pilotProfile).toBeNull();

      const updated = await b.put("/api/profiles/client", {
        companyName: "Harbor Realty Group",
        location: "St. Petersburg, FL",
      });
      expect(updated.json().profile).toEqual({
        id: body.profile?.id,
        companyName: "Harbor Realty Group",
        location: "St. Petersburg, FL",
        industry: null,
        phone: null,
      });
      const rows = await t.database.db
        .select()
        .from(clientProfiles)
        .where(eq(clientProfiles.userId, user.id));
      expect(rows).toHaveLength(1);
    });

    it("validates the form", async () => {
      const { b } = await signedIn({ canHire: true, userType: "client" });
      const res = await b.put("/api/profiles/client", { companyName: "", location: "" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Company name is required");
      expect(res.json().message).toContain("Location is required");
    });
  });

  it("only ever touches the caller's own profile", async () => {
    const alice = await signedIn({ canHire: true, userType: "client" });
    const bob = await signedIn({ canHire: true, userType: "client" });
    await alice.b.put("/api/profiles/client", clientForm);
    const aliceProfile = (await alice.b.get("/api/auth/user")).json().profile;

    // Ids smuggled into the body are ignored: Bob gets (and edits) his own profile.
    const res = await bob.b.put("/api/profiles/client", {
      ...clientForm,
      companyName: "Bob's Takeover",
      id: aliceProfile.id,
      userId: alice.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.id).not.toBe(aliceProfile.id);
    expect(res.json().user.id).toBe(bob.user.id);

    const aliceNow = (await alice.b.get("/api/auth/user")).json();
    expect(aliceNow.profile).toEqual(aliceProfile);
    const [row] = await t.database.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.id, aliceProfile.id));
    expect(row?.companyName).toBe("Harbor Realty");
    expect(row?.userId).toBe(alice.user.id);
  });
});
