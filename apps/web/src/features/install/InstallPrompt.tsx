import { useEffect, useState, type ComponentType } from "react";
import type { InstallCardProps } from "./InstallCard";
import { useInstallCard } from "./useInstallCard";

type Card = ComponentType<InstallCardProps>;

/**
 * Shows the install card when the spec's rules say so (mounted once, in App). The card's code
 * loads only once a card is coming (most visits never show one), and is in by the time it is
 * due: no Suspense boundary, whose reveal React would hold back on a timer.
 */
export function InstallPrompt() {
  const { coming, variant, install, dismiss } = useInstallCard();
  const [Card, setCard] = useState<Card | null>(null);

  useEffect(() => {
    if (!coming || Card) return;
    let current = true;
    import("./InstallCard")
      .then((module) => current && setCard(() => module.default))
      .catch((error: unknown) => console.warn("The install card could not load", error));
    return () => {
      current = false;
    };
  }, [coming, Card]);

  if (!variant || !Card) return null;
  return <Card variant={variant} onInstall={() => void install()} onDismiss={dismiss} />;
}
