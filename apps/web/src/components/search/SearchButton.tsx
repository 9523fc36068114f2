import { SearchIcon } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";

/** The submit button of a search form, as tall as the fields. */
export function SearchButton({
  variant,
  withIcon = true,
}: {
  variant?: ButtonProps["variant"];
  withIcon?: boolean;
}) {
  return (
    <Button type="submit" variant={variant} className="h-11 px-5">
      {withIcon && <SearchIcon aria-hidden />}
      Search
    </Button>
  );
}
