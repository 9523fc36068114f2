import type {
  applications,
  clientProfiles,
  conversationMembers,
  conversations,
  equipment,
  flightLogs,
  jobs,
  messages,
  notifications,
  pilotClientDetails,
  pilotClientNotes,
  pilotProfiles,
  pilotServiceAreas,
  properties,
  users,
} from "../db/schema";

/** Insert rows with ids chosen up front, so rows can reference each other before insertion. */
type WithId<T> = T & { id: string };

export interface SeedRows {
  users: WithId<typeof users.$inferInsert>[];
  pilotProfiles: WithId<typeof pilotProfiles.$inferInsert>[];
  /** Derived from pilotProfiles' service areas: the geo search index. */
  pilotServiceAreas: (typeof pilotServiceAreas.$inferInsert)[];
  clientProfiles: WithId<typeof clientProfiles.$inferInsert>[];
  equipment: WithId<typeof equipment.$inferInsert>[];
  properties: WithId<typeof properties.$inferInsert>[];
  jobs: WithId<typeof jobs.$inferInsert>[];
  applications: WithId<typeof applications.$inferInsert>[];
  notifications: WithId<typeof notifications.$inferInsert>[];
  /** The demo pilot's CRM notes and client details. */
  pilotClientNotes: WithId<typeof pilotClientNotes.$inferInsert>[];
  pilotClientDetails: (typeof pilotClientDetails.$inferInsert)[];
  /** Demo conversations; messages in the order they were sent (their seq follows it). */
  conversations: WithId<typeof conversations.$inferInsert>[];
  messages: WithId<typeof messages.$inferInsert>[];
  /** Read markers name a message: its seq exists only once the database has inserted it. */
  /** Logged flights of the delivered demo jobs. */
  flightLogs: WithId<typeof flightLogs.$inferInsert>[];
  conversationMembers: (Omit<typeof conversationMembers.$inferInsert, "lastReadSeq"> & {
    lastReadMessageId: string | null;
  })[];
}

export function emptySeedRows(): SeedRows {
  return {
    users: [],
    pilotProfiles: [],
    pilotServiceAreas: [],
    clientProfiles: [],
    equipment: [],
    properties: [],
    jobs: [],
    applications: [],
    notifications: [],
    pilotClientNotes: [],
    pilotClientDetails: [],
    conversations: [],
    messages: [],
    conversationMembers: [],
    flightLogs: [],
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
