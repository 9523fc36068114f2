import { lazy, Suspense } from "react";
import { useInstallCard } from "./useInstallCard";

// The card's code loads only when it is due: most visits never show it.
const InstallCard = lazy(() => import("./InstallCard"));

/** Shows the install card when the spec's rules say so (mounted once, in App). */
export function InstallPrompt() {
  const { variant, install, dismiss } = useInstallCard();
  if (!variant) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard variant={variant} onInstall={() => void install()} onDismiss={dismiss} />
    </Suspense>
  );
}
