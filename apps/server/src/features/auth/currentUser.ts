import { asc, desc, eq } from "drizzle-orm";
import {
  OAUTH_PROVIDERS,
  type AuthUser,
  type ClientProfileResponse,
  type CurrentUserResponse,
  type LinkedAccountInfo,
  type OAuthProvider,
  type PilotProfileResponse,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import {
  clientProfiles,
  equipment,
  linkedAccounts,
  pilotProfiles,
  users,
  type ClientProfile,
  type PilotProfile,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";

/** The user as the API shows it: never the password hash, only whether one exists. */
export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    userType: user.userType,
    canFly: user.canFly,
    canHire: user.canHire,
    hasDualCapability: user.canFly && user.canHire,
    isPart107Certified: user.isPart107Certified,
    hasBusinessEntity: user.hasBusinessEntity,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    hasPassword: user.passwordHash !== null,
  };
}

const centsToDollars = (cents: number | null) => (cents === null ? null : cents / 100);

export function toPilotProfileResponse(
  profile: PilotProfile,
  equipmentNames: string[],
): PilotProfileResponse {
  return {
    id: profile.id,
    part107Number: profile.part107Number,
    businessName: profile.businessName,
    bio: profile.bio,
    profileImageUrl: profile.profileImageUrl,
    coverImageUrl: profile.coverImageUrl,
    jobCategories: profile.jobCategories,
    equipment: equipmentNames,
    serviceAreas: profile.serviceAreas.map((area) => area.label),
    isAvailable: profile.isAvailable,
    flightHours: profile.flightHours,
    baseCity: profile.baseCity,
    baseState: profile.baseState,
    hourlyRateMin: centsToDollars(profile.hourlyRateMinCents),
    hourlyRateMax: centsToDollars(profile.hourlyRateMaxCents),
  };
}

export function toClientProfileResponse(profile: ClientProfile): ClientProfileResponse {
  return {
    id: profile.id,
    companyName: profile.companyName,
    location: profile.location,
    industry: profile.industry,
    phone: profile.phone,
  };
}

function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** Body of GET /api/auth/user (and of every answer that changes the signed-in user). */
export async function currentUserResponse(
  db: Database,
  userId: string,
): Promise<CurrentUserResponse> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, "Authentication required");

  const [[pilot], [client], links] = await Promise.all([
    db.select().from(pilotProfiles).where(eq(pilotProfiles.userId, userId)).limit(1),
    db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId)).limit(1),
    db
      .select()
      .from(linkedAccounts)
      .where(eq(linkedAccounts.userId, userId))
      .orderBy(asc(linkedAccounts.createdAt)),
  ]);

  let pilotProfile: PilotProfileResponse | null = null;
  if (pilot) {
    const kit = await db
      .select({ name: equipment.name })
      .from(equipment)
      .where(eq(equipment.pilotProfileId, pilot.id))
      .orderBy(desc(equipment.isMain), asc(equipment.createdAt), asc(equipment.name));
    pilotProfile = toPilotProfileResponse(
      pilot,
      kit.map((item) => item.name),
    );
  }
  const clientProfile = client ? toClientProfileResponse(client) : null;

  const linked: LinkedAccountInfo[] = links.flatMap((link) =>
    isOAuthProvider(link.provider)
      ? [{ provider: link.provider, email: link.email, linkedAt: link.createdAt.toISOString() }]
      : [],
  );

  return {
    user: toAuthUser(user),
    profile: user.userType === "pilot" ? pilotProfile : clientProfile,
    pilotProfile,
    clientProfile,
    linkedAccounts: linked,
  };
}
