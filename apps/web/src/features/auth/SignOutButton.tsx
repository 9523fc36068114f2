import { LogOutIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLogout } from "./useLogout";

/** The full-width Sign Out button of the mobile drawer and the profile page. */
export function SignOutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="outline"
      className="w-full text-destructive"
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
    >
      <LogOutIcon />
      {logout.isPending ? "Signing out..." : "Sign Out"}
    </Button>
  );
}
