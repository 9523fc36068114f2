import { relations } from "drizzle-orm";
import { linkedAccounts, sessions } from "./auth";
import { equipment } from "./equipment";
import { applications, jobs } from "./jobs";
import { notifications } from "./notifications";
import { clientProfiles, pilotProfiles } from "./profiles";
import { properties } from "./properties";
import { pilotServiceAreas } from "./serviceAreas";
import { users } from "./users";

// Relations only feed drizzle's `db.query` API; they add nothing to the SQL schema.
export const usersRelations = relations(users, ({ one, many }) => ({
  pilotProfile: one(pilotProfiles, { fields: [users.id], references: [pilotProfiles.userId] }),
  clientProfile: one(clientProfiles, { fields: [users.id], references: [clientProfiles.userId] }),
  sessions: many(sessions),
  linkedAccounts: many(linkedAccounts),
  notifications: many(notifications),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const linkedAccountsRelations = relations(linkedAccounts, ({ one }) => ({
  user: one(users, { fields: [linkedAccounts.userId], references: [users.id] }),
}));

export const pilotProfilesRelations = relations(pilotProfiles, ({ one, many }) => ({
  user: one(users, { fields: [pilotProfiles.userId], references: [users.id] }),
  equipment: many(equipment),
  applications: many(applications),
  jobs: many(jobs),
  serviceAreaRows: many(pilotServiceAreas),
}));

export const clientProfilesRelations = relations(clientProfiles, ({ one, many }) => ({
  user: one(users, { fields: [clientProfiles.userId], references: [users.id] }),
  properties: many(properties),
  jobs: many(jobs),
}));

export const equipmentRelations = relations(equipment, ({ one }) => ({
  pilotProfile: one(pilotProfiles, {
    fields: [equipment.pilotProfileId],
    references: [pilotProfiles.id],
  }),
}));

export const propertiesRelations = relations(properties, ({ one, many }) => ({
  clientProfile: one(clientProfiles, {
    fields: [properties.clientProfileId],
    references: [clientProfiles.id],
  }),
  jobs: many(jobs),
}));

export const jobsRelations = relations(jobs, ({ one, many }) => ({
  clientProfile: one(clientProfiles, {
    fields: [jobs.clientProfileId],
    references: [clientProfiles.id],
  }),
  pilotProfile: one(pilotProfiles, {
    fields: [jobs.pilotProfileId],
    references: [pilotProfiles.id],
  }),
  property: one(properties, { fields: [jobs.propertyId], references: [properties.id] }),
  applications: many(applications),
}));

export const applicationsRelations = relations(applications, ({ one }) => ({
  job: one(jobs, { fields: [applications.jobId], references: [jobs.id] }),
  pilotProfile: one(pilotProfiles, {
    fields: [applications.pilotProfileId],
    references: [pilotProfiles.id],
  }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const pilotServiceAreasRelations = relations(pilotServiceAreas, ({ one }) => ({
  pilotProfile: one(pilotProfiles, {
    fields: [pilotServiceAreas.pilotProfileId],
    references: [pilotProfiles.id],
  }),
}));
