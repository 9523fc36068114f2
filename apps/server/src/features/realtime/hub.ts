import type { WebSocket } from "ws";
import type { RealtimeEvent } from "@skyhire/shared";
import type { ChannelEvent } from "./events";

/** One signed-in tab's socket. */
export interface RealtimeClient {
  userId: string;
  sessionId: string;
  socket: WebSocket;
  /** Cleared at each heartbeat, set again by the pong: still false at the next one = dead. */
  alive: boolean;
}

/** More tabs than anyone uses; past it the oldest socket of the user is closed. */
export const MAX_SOCKETS_PER_USER = 20;
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4008;

/** This instance's open sockets by user, and delivery of channel events to them. */
export class SocketHub {
  private readonly byUser = new Map<string, Set<RealtimeClient>>();

  add(client: RealtimeClient): void {
    let set = this.byUser.get(client.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(client.userId, set);
    }
    set.add(client);
    if (set.size > MAX_SOCKETS_PER_USER) {
      const oldest = set.values().next().value;
      if (oldest) {
        this.remove(oldest);
        oldest.socket.close(TOO_MANY_SOCKETS_CLOSE_CODE, "Too many open tabs");
      }
    }
  }

  remove(client: RealtimeClient): void {
    const set = this.byUser.get(client.userId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.byUser.delete(client.userId);
  }

  /**
   * Closes every socket of the user on this instance at once (an account deletion; other
   * instances close theirs at their next heartbeat, when the sessions are found gone), first
   * sending `last` when given (a suspension's reason, which every instance hears by NOTIFY).
   */
  closeUser(userId: string, code: number, reason: string, last?: RealtimeEvent): void {
    const text = last ? JSON.stringify(last) : null;
    for (const client of [...(this.byUser.get(userId) ?? [])]) {
      this.remove(client);
      if (text) send(client, text);
      client.socket.close(code, reason);
    }
  }

  clients(): RealtimeClient[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Sends the hint to the sockets of the event's users on this instance, nobody else. */
  deliver({ userIds, event }: ChannelEvent): void {
    const text = JSON.stringify(event);
    for (const userId of userIds) {
      for (const client of this.byUser.get(userId) ?? []) send(client, text);
    }
  }

  hasUser(userId: string): boolean {
    return this.byUser.has(userId);
  }

  broadcast(event: RealtimeEvent): void {
    const text = JSON.stringify(event);
    for (const client of this.clients()) send(client, text);
  }
}

function send(client: RealtimeClient, text: string): void {
  // OPEN only: a closing socket would throw, and its tab resyncs on reconnect anyway.
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
}
