import type { DeletionBlocker } from "@skyhire/shared";

/** Every reason the account can't be deleted yet, one per line. */
export function BlockerList({ blockers }: { blockers: DeletionBlocker[] }) {
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5">
      {blockers.map((blocker) => (
        <li key={blocker.code}>{blocker.message}</li>
      ))}
    </ul>
  );
}
