import type { FastifyInstance } from "fastify";
import {
  DELETE_ACCOUNT_CONFIRMATION_WORD,
  DELETE_CONFIRMATION_MISMATCH_MESSAGE,
  DELETE_PASSWORD_REQUIRED_MESSAGE,
  DELETE_PASSWORD_WRONG_MESSAGE,
  REALTIME_UNAUTHORIZED_CLOSE_CODE,
  type DeleteAccountRequest,
} from "@skyhire/shared";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { verifyPassword } from "../auth/password";
import { invalidatePilotSearchCaches } from "../pilots/responseCache";
import { lockUserForDeletion } from "./accountLocks";
import { anonymizeAccount, profileIdsOf } from "./anonymize";
import { closeOpenWork } from "./closeOpenWork";
import { deletionBlockers, refusalMessage } from "./deletionBlockers";

/**
 * The person proves they mean it: their email (any case) or DELETE typed out, and for an
 * account with a password, the password. Checked before anything is locked or changed.
 */
async function assertConfirmed(user: User, input: DeleteAccountRequest): Promise<void> {
  const typed = input.confirmation.trim();
  if (
    typed !== DELETE_ACCOUNT_CONFIRMATION_WORD &&
    typed.toLowerCase() !== user.email.toLowerCase()
  ) {
    throw new HttpError(400, DELETE_CONFIRMATION_MISMATCH_MESSAGE);
  }
  if (user.passwordHash === null) return;
  if (!input.password) throw new HttpError(400, DELETE_PASSWORD_REQUIRED_MESSAGE);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new HttpError(400, DELETE_PASSWORD_WRONG_MESSAGE);
  }
}

/**
 * POST /api/account/delete. In ONE transaction, with the user row locked FOR UPDATE (a payment
 * for this person waits on it, see accountLocks.ts): the reasons to refuse are read (409 listing
 * each), the open jobs and applications are closed, and the account is anonymized. After the
 * commit: pilot search forgets the profile, this instance's sockets of the user close (4401, as
 * after a sign-out) and the stored images and documents are removed from storage.
 */
export async function deleteAccount(
  app: FastifyInstance,
  user: User,
  input: DeleteAccountRequest,
): Promise<void> {
  await assertConfirmed(user, input);
  const now = app.now();
  const storedFiles = await app.db.transaction(async (tx) => {
    const locked = await lockUserForDeletion(tx, user.id);
    if (!locked || locked.deletedAt) throw new HttpError(401, "Authentication required");
    const blockers = await deletionBlockers(tx, locked);
    if (blockers.length > 0) throw new HttpError(409, refusalMessage(blockers), { blockers });
    const account = { id: user.id, ...(await profileIdsOf(tx, user.id)) };
    await closeOpenWork(tx, account, now);
    return anonymizeAccount(tx, account, now);
  });

  invalidatePilotSearchCaches();
  app.realtimeHub.closeUser(user.id, REALTIME_UNAUTHORIZED_CLOSE_CODE, "Account deleted");
  await Promise.all(
    storedFiles.map((name) =>
      app.storage.remove(name).catch((error: unknown) => {
        // Unreachable now (no row names it); the operator can sweep it, the person is gone.
        app.log.warn({ err: error, storedName: name }, "Could not remove a deleted account's file");
      }),
    ),
  );
}
