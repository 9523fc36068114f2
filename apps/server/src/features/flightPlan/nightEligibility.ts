import { credentialUsable, isoDateOf, nightEligible } from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import { credentialsOnFile } from "../credentials/onFile";

/**
 * 14 CFR 107.29(a)(1): the pilot may fly at night when their Part 107 is verified and current
 * on the flight's date and its last test or training was taken under the 2021 night rules.
 */
export async function pilotNightEligible(
  tx: Transaction,
  pilotProfileId: string,
  flightAt: Date,
): Promise<boolean> {
  const { part107 } = await credentialsOnFile(tx, pilotProfileId);
  if (!part107 || !part107.row.lastTestOn) return false;
  return credentialUsable(part107, isoDateOf(flightAt)) && nightEligible(part107.row.lastTestOn);
}
