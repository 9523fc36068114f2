import { PRODUCT_NAME } from "@skyhire/shared";
import { providerLabel } from "@/features/auth/authRedirect";
import type { ToastVariant } from "@/components/ui/toast";

export type LinkResultToast = { title: string; description: string; variant?: ToastVariant };

/**
 * The toast for a return from linking a provider on /profile: `?linked=<provider>` on success,
 * `?link_error=<code>` on failure. Null when the query carries neither.
 */
export function linkResultToast(search: string): LinkResultToast | null {
  const params = new URLSearchParams(search);
  const linked = params.get("linked");
  const error = params.get("link_error");
  if (linked) {
    const name = providerLabel(/^[a-z]+$/i.test(linked) ? linked.toLowerCase() : null);
    return name
      ? { title: `${name} account linked`, description: `You can now sign in with ${name}.` }
      : { title: "Account linked", description: "You can now sign in with it." };
  }
  if (error) {
    return {
      variant: "destructive",
      title: "Couldn't link account",
      description:
        error === "already_linked"
          ? `That account is already linked to another ${PRODUCT_NAME} account.`
          : "Linking didn't finish. Please try again.",
    };
  }
  return null;
}
