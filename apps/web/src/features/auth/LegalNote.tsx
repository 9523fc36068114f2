import { Link } from "wouter";

export function LegalNote({ action }: { action: string }) {
  return (
    <p className="mt-6 text-center text-xs text-muted-foreground">
      By {action}, you agree to our{" "}
      <Link
        href="/terms"
        className="font-medium underline underline-offset-2 hover:text-foreground"
      >
        Terms of Service
      </Link>{" "}
      and{" "}
      <Link
        href="/privacy"
        className="font-medium underline underline-offset-2 hover:text-foreground"
      >
        Privacy Policy
      </Link>
      .
    </p>
  );
}
