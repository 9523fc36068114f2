import type { User } from "@/features/auth/types";

/** Operators: users with the admin role see /admin; for everyone else those paths are 404. */
export function isAdmin(user: User | null | undefined): boolean {
  return user?.role === "admin";
}
