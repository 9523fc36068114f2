import { useMemo } from "react";
import { useAuth } from "@/features/auth/useAuth";
import { filterNavItems } from "./filterNavItems";
import { NAV_ITEMS } from "./navItems";

/** Nav items for the current viewer. */
export function useNavItems() {
  const { user, isAuthenticated } = useAuth();
  const canFly = Boolean(user?.canFly);
  const canHire = Boolean(user?.canHire);
  return useMemo(
    () => filterNavItems(NAV_ITEMS, { isAuthenticated, canFly, canHire }),
    [isAuthenticated, canFly, canHire],
  );
}
