import { eq } from "drizzle-orm";
import { DELETED_USER_NAME } from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import {
  calendarFeeds,
  clientProfiles,
  equipment,
  linkedAccounts,
  notifications,
  oauthFlows,
  passwordResetTokens,
  payoutAccounts,
  pilotClientDetails,
  pilotClientNotes,
  pilotCredentials,
  pilotProfileImages,
  pilotProfiles,
  pilotServiceAreas,
  properties,
  pushSubscriptions,
  sessions,
  users,
} from "../../db/schema";

/**
 * An address no mail server will ever accept (RFC 2606 reserves .invalid), unique per account
 * so the email index holds, and never one a person could register or a provider could verify.
 */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@deleted.skyhire.invalid`;
}

/**
 * Erases the person from their account row and everything only they used, in the deletion's
 * transaction. The row itself stays (named "Deleted user") so ledger accounts, checkouts,
 * payouts, invoices, jobs, messages and reviews keep pointing at someone; those rows are not
 * touched. Answers the stored files (profile images, credential documents) to remove from
 * storage once the transaction has committed.
 */
export async function anonymizeAccount(
  tx: Transaction,
  user: { id: string; clientProfileId: string | null; pilotProfileId: string | null },
  now: Date,
): Promise<string[]> {
  const storedFiles: string[] = [];

  await tx
    .update(users)
    .set({
      firstName: DELETED_USER_NAME,
      lastName: "",
      email: deletedEmail(user.id),
      passwordHash: null,
      profileImageUrl: null,
      canFly: false,
      canHire: false,
      isPart107Certified: false,
      hasBusinessEntity: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));

  // Sign-in and reach: sessions (every device), provider links, reset links, pushes, the feed.
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(linkedAccounts).where(eq(linkedAccounts.userId, user.id));
  await tx.delete(oauthFlows).where(eq(oauthFlows.linkUserId, user.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
  await tx.delete(notifications).where(eq(notifications.userId, user.id));

  if (user.clientProfileId) {
    await tx
      .update(clientProfiles)
      .set({ companyName: null, location: null, industry: null, phone: null, updatedAt: now })
      .where(eq(clientProfiles.id, user.clientProfileId));
    // Addresses of their sites; past jobs keep their own location text.
    await tx.delete(properties).where(eq(properties.clientProfileId, user.clientProfileId));
  }

  if (user.pilotProfileId) {
    storedFiles.push(...(await erasePilotProfile(tx, user.pilotProfileId, now)));
  }
  return storedFiles;
}

/** The pilot profile leaves search and keeps no personal detail, document or picture. */
async function erasePilotProfile(tx: Transaction, profileId: string, now: Date) {
  const images = await tx
    .delete(pilotProfileImages)
    .where(eq(pilotProfileImages.pilotProfileId, profileId))
    .returning({ storedName: pilotProfileImages.storedName });
  const documents = await tx
    .delete(pilotCredentials)
    .where(eq(pilotCredentials.pilotProfileId, profileId))
    .returning({ storedName: pilotCredentials.storedName });
  await tx.delete(pilotServiceAreas).where(eq(pilotServiceAreas.pilotProfileId, profileId));
  // The fleet: flight logs keep the aircraft's name; planned flights lose the link.
  await tx.delete(equipment).where(eq(equipment.pilotProfileId, profileId));
  // Their private CRM of clients: nobody else ever reads it.
  await tx.delete(pilotClientNotes).where(eq(pilotClientNotes.pilotProfileId, profileId));
  await tx.delete(pilotClientDetails).where(eq(pilotClientDetails.pilotProfileId, profileId));
  await tx
    .update(pilotProfiles)
    .set({
      part107Number: null,
      businessName: null,
      bio: null,
      profileImageUrl: null,
      coverImageUrl: null,
      jobCategories: [],
      serviceAreas: [],
      baseCity: null,
      baseState: null,
      baseLat: null,
      baseLng: null,
      hourlyRateMinCents: null,
      hourlyRateMaxCents: null,
      isAvailable: false,
      yearsExperience: null,
      part107ValidThrough: null,
      part107CheckedAt: null,
      insuranceCoverageCents: null,
      insuranceEffectiveOn: null,
      insuranceExpiresOn: null,
      insuranceCheckedAt: null,
      updatedAt: now,
    })
    .where(eq(pilotProfiles.id, profileId));
  return [...images, ...documents].map((f) => f.storedName);
}

/** The user's client and pilot profile ids (either may be missing). */
export async function profileIdsOf(tx: Transaction, userId: string) {
  const [client] = await tx
    .select({ id: clientProfiles.id })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId));
  const [pilot] = await tx
    .select({ id: pilotProfiles.id })
    .from(pilotProfiles)
    .where(eq(pilotProfiles.userId, userId));
  return { clientProfileId: client?.id ?? null, pilotProfileId: pilot?.id ?? null };
}
