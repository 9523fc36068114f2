import { BriefcaseIcon, LogInIcon, SendIcon, WalletIcon } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { storeSocialSignIn } from "@/features/auth/authStorage";
import { cn } from "@/lib/utils";

const STEPS = [
  {
    icon: BriefcaseIcon,
    title: "Find jobs near you",
    text: "Open aerial photo, video and inspection jobs, filtered by service, budget, distance and date.",
  },
  {
    icon: SendIcon,
    title: "Send your quote",
    text: "Propose your price and date with a short message; edit or withdraw it while the client decides.",
  },
  {
    icon: WalletIcon,
    title: "Fly and get paid",
    text: "Hired jobs land on your schedule, and completed ones add up in your earnings.",
  },
];

/** /find-jobs for signed-out visitors: what the board offers, and the way in. */
export function SignedOutJobBoard() {
  return (
    <div className="space-y-8">
      <ul className="grid gap-4 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border bg-card p-6">
            <span className="mb-3 flex size-10 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky">
              <Icon className="size-5" aria-hidden />
            </span>
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/60 px-6 py-10 text-center">
        <h2 className="text-lg font-semibold">Sign in as a pilot to see open jobs</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          The job board is for FAA Part 107 certified pilots with a profile, so clients know who is
          applying.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Link
            href="/login"
            // After signing in, come back to the board (the stored return path, spec section 4).
            onClick={() => storeSocialSignIn("login", "/find-jobs")}
            className={buttonVariants({ variant: "flare", size: "lg" })}
          >
            <LogInIcon />
            Sign in
          </Link>
          <Link href="/register" className={cn(buttonVariants({ variant: "outline", size: "lg" }))}>
            Become a Pilot
          </Link>
        </div>
      </div>
    </div>
  );
}
