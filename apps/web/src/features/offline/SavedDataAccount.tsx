import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { userQueryOptions } from "@/features/auth/authQueries";
import { forgetSavedData, saveDataFor } from "./savedData";

/**
 * Keeps the saved data (savedData.ts) with the account the server says is signed in, and
 * removes it when the server says nobody is (signed out elsewhere, or the session ended).
 */
export function SavedDataAccount() {
  const { data, isSuccess } = useQuery(userQueryOptions);
  const userId = data?.user ? String(data.user.id) : null;
  useEffect(() => {
    if (!isSuccess) return;
    if (userId) saveDataFor(userId);
    else forgetSavedData();
  }, [isSuccess, userId]);
  return null;
}
