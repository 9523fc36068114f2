import { pgEnum } from "drizzle-orm/pg-core";
import { APPLICATION_STATUSES, JOB_STATUSES, USER_TYPES } from "@skyhire/shared";

// Values come from @skyhire/shared so the web app and the database never disagree.
export const userTypeEnum = pgEnum("user_type", USER_TYPES);
export const userRoleEnum = pgEnum("user_role", ["user", "admin"]);
export const jobStatusEnum = pgEnum("job_status", JOB_STATUSES);
export const applicationStatusEnum = pgEnum("application_status", APPLICATION_STATUSES);
export const equipmentTypeEnum = pgEnum("equipment_type", [
  "drone",
  "camera",
  "sensor",
  "accessory",
]);
