import type { LucideIcon } from "lucide-react";
import { useId, useState, type ComponentProps } from "react";
import type { ButtonProps } from "@/components/ui/button";
import { SearchButton } from "./SearchButton";
import { TextField } from "./TextField";

type Props = Pick<ComponentProps<"input">, "name" | "type" | "placeholder" | "autoComplete"> & {
  label: string;
  icon: LucideIcon;
  initial: string;
  onSearch: (text: string) => void;
  buttonVariant?: ButtonProps["variant"];
  buttonIcon?: boolean;
};

/**
 * One field and its Search button, applied when searched. Give it `key={initial}` so it
 * re-mounts, and the field follows, when the address changes (back button).
 */
export function SingleFieldSearch({
  label,
  icon,
  initial,
  onSearch,
  buttonVariant,
  buttonIcon = true,
  ...inputProps
}: Props) {
  const [text, setText] = useState(initial);
  const id = useId();
  return (
    <form
      role="search"
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        id={id}
        label={label}
        icon={icon}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="min-w-0 flex-1"
        {...inputProps}
      />
      <SearchButton variant={buttonVariant} withIcon={buttonIcon} />
    </form>
  );
}
