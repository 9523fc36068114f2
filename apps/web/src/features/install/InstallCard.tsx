import { PRODUCT_NAME } from "@skyhire/shared";
import { DownloadIcon, ShareIcon, SquarePlusIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import type { InstallVariant } from "./installRules";

export type InstallCardProps = {
  variant: InstallVariant;
  onInstall: () => void;
  /** Later and close. */
  onDismiss: () => void;
};

export const INSTALL_TEXT = {
  title: `Install ${PRODUCT_NAME}`,
  body: `Open ${PRODUCT_NAME} from your home screen or desktop like an app, in its own window.`,
  iosTitle: "Add to Home Screen",
  iosBody: `Keep ${PRODUCT_NAME} on your Home Screen in three steps:`,
};

/** Safari's way (spec section 2): Share, 'Add to Home Screen', 'Add'. */
function IosSteps() {
  return (
    <ol className="mt-3 space-y-2 text-sm">
      <li className="flex items-center gap-2.5">
        <StepNumber n={1} />
        <span>
          Tap <ShareIcon className="inline size-4 align-[-3px] text-brand-sky" aria-hidden />{" "}
          <strong className="font-semibold">Share</strong> in Safari
        </span>
      </li>
      <li className="flex items-center gap-2.5">
        <StepNumber n={2} />
        <span>
          Tap <SquarePlusIcon className="inline size-4 align-[-3px] text-brand-sky" aria-hidden />{" "}
          <strong className="font-semibold">Add to Home Screen</strong>
        </span>
      </li>
      <li className="flex items-center gap-2.5">
        <StepNumber n={3} />
        <span>
          Tap <strong className="font-semibold">Add</strong>
        </span>
      </li>
    </ol>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span
      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-sky-soft text-xs font-bold text-brand-sky"
      aria-hidden
    >
      {n}
    </span>
  );
}

/**
 * The install card (spec section 2 "Install card"): a corner card, not a modal, so the page
 * stays usable; it never takes focus, and is announced politely when it appears.
 */
export default function InstallCard({ variant, onInstall, onDismiss }: InstallCardProps) {
  const ios = variant === "ios";
  return (
    <aside
      aria-labelledby="install-card-title"
      aria-describedby="install-card-body"
      aria-live="polite"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border bg-card p-5 text-card-foreground shadow-2xl shadow-black/20 animate-in fade-in slide-in-from-bottom-4 duration-300 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[23rem]"
    >
      <div className="flex items-start gap-3.5">
        <img
          src="/icons/icon-192x192.png"
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl"
        />
        <div className="min-w-0 flex-1 pr-6">
          <h2 id="install-card-title" className="text-base leading-tight font-semibold">
            {ios ? INSTALL_TEXT.iosTitle : INSTALL_TEXT.title}
          </h2>
          <p id="install-card-body" className="mt-1 text-sm text-muted-foreground">
            {ios ? INSTALL_TEXT.iosBody : INSTALL_TEXT.body}
          </p>
        </div>
      </div>
      {ios && <IosSteps />}
      <IconButton
        size="sm"
        label="Close"
        onClick={onDismiss}
        className="absolute top-3 right-3 text-muted-foreground"
      >
        <XIcon />
      </IconButton>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" onClick={onDismiss}>
          Later
        </Button>
        {!ios && (
          <Button onClick={onInstall}>
            <DownloadIcon />
            Install
          </Button>
        )}
      </div>
    </aside>
  );
}
