import { eq } from "drizzle-orm";
import {
  aircraftRegistered,
  isoDateOf,
  requiresRegistration,
  type MyCredentials,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { equipment } from "../../db/schema";
import { ownPilotProfile } from "../pilotProfile/access";
import { toCredentialDto } from "./dto";
import { credentialsOnFile } from "./onFile";

/** GET /api/credentials: the caller's credentials with their states, and their fleet's. */
export async function myCredentials(
  db: Database,
  userId: string,
  now: Date,
): Promise<MyCredentials> {
  const profile = await ownPilotProfile(db, userId);
  const onFile = await credentialsOnFile(db, profile.id);
  const drones = await db.select().from(equipment).where(eq(equipment.pilotProfileId, profile.id));
  const needing = drones.filter(
    (d) => d.type === "drone" && (d.weightGrams === null || requiresRegistration(d.weightGrams)),
  );
  const today = isoDateOf(now);
  return {
    part107: onFile.part107 ? toCredentialDto(onFile.part107.row, now) : null,
    insurance: onFile.insurance ? toCredentialDto(onFile.insurance.row, now) : null,
    fleet: {
      aircraftNeedingRegistration: needing.length,
      aircraftRegistered: needing.filter((d) => aircraftRegistered(d, today)).length,
    },
  };
}
