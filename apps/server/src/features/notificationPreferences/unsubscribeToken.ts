import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_GROUPS, type NotificationGroup } from "@skyhire/shared";

/**
 * The token of an email's one-click unsubscribe link: `<user id>.<group>.<signature>`, the
 * signature an HMAC-SHA256 of both under the session secret. It works signed out (mail clients
 * post it, RFC 8058) and can only ever switch off one group's email of one user. It does not
 * expire: an unsubscribe link in an old email must keep working.
 */
function signature(secret: string, userId: string, group: NotificationGroup): Buffer {
  return createHmac("sha256", secret).update(`unsubscribe\n${userId}\n${group}`).digest();
}

export function unsubscribeToken(secret: string, userId: string, group: NotificationGroup) {
  return `${userId}.${group}.${signature(secret, userId, group).toString("base64url")}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user and group a token names, or null when it was not made by this server. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; group: NotificationGroup } | null {
  const [userId, group, signed, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !group || !signed || !UUID.test(userId)) return null;
  if (!(NOTIFICATION_GROUPS as readonly string[]).includes(group)) return null;
  const expected = signature(secret, userId, group as NotificationGroup);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: userId.toLowerCase(), group: group as NotificationGroup };
}
