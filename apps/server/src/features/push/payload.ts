import { PRODUCT_NAME } from "@skyhire/shared";

/** What the service worker (apps/web/src/worker/push.ts) reads from a push. */
export interface PushPayload {
  title: string;
  body: string;
  /** In-app path opened when the notification is clicked. */
  link: string;
  /** Notifications with the same tag replace each other on the device (one per job and kind). */
  tag: string;
}

export interface PushedNotification {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
}

// A push message carries at most 4 KB after encryption; these keep it far below.
const TITLE_MAX = 100;
const BODY_MAX = 240;
const LINK_MAX = 500;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Only in-app paths: a push must never send the user to another site. */
function inAppLink(link: string | null): string {
  if (!link || !link.startsWith("/") || link.startsWith("//") || link.length > LINK_MAX) {
    return "/notifications";
  }
  return link;
}

export function pushPayload(notification: PushedNotification): PushPayload {
  const link = inAppLink(notification.link);
  return {
    title: clip(notification.title || PRODUCT_NAME, TITLE_MAX),
    body: clip(notification.body ?? "", BODY_MAX),
    link,
    tag: clip(`${notification.kind}:${link}`, 200),
  };
}

/**
 * The Topic header: a push service keeps only the latest undelivered message of a topic, so a
 * push sent again after a lost answer replaces the first one instead of showing twice.
 */
export function pushTopic(notificationId: string): string {
  return notificationId.replace(/-/g, "").slice(0, 32);
}
