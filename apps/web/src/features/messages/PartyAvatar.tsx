import type { ConversationParty } from "@skyhire/shared";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import { initialsOf } from "./messageFormat";

export function PartyAvatar({
  party,
  className,
}: {
  party: ConversationParty;
  className?: string;
}) {
  return (
    <Avatar className={cn("size-11", className)}>
      {party.avatarUrl && <AvatarImage src={party.avatarUrl} alt="" />}
      <AvatarFallback>{initialsOf(party.name)}</AvatarFallback>
    </Avatar>
  );
}
