import { MapPinIcon, SearchIcon } from "lucide-react";
import { useId, useState } from "react";
import type { ButtonProps } from "@/components/ui/button";
import { SearchButton } from "./SearchButton";
import { TextField } from "./TextField";

type Props = {
  q: string;
  location: string;
  onSearch: (q: string, location: string) => void;
  wordsLabel: string;
  wordsPlaceholder: string;
  placePlaceholder: string;
  buttonVariant?: ButtonProps["variant"];
};

/**
 * Words and a place, applied together when searched (not on each key). Give it a `key` made of
 * both values so it re-mounts, and its fields follow, when the address changes (back button).
 */
export function WordsAndPlaceSearch({
  q,
  location,
  onSearch,
  wordsLabel,
  wordsPlaceholder,
  placePlaceholder,
  buttonVariant,
}: Props) {
  const [words, setWords] = useState(q);
  const [place, setPlace] = useState(location);
  const id = useId();
  return (
    <form
      role="search"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim(), place.trim());
      }}
    >
      <TextField
        id={`${id}-q`}
        label={wordsLabel}
        icon={SearchIcon}
        name="q"
        type="search"
        value={words}
        onChange={(e) => setWords(e.target.value)}
        placeholder={wordsPlaceholder}
      />
      <TextField
        id={`${id}-location`}
        label="Near"
        icon={MapPinIcon}
        name="location"
        value={place}
        onChange={(e) => setPlace(e.target.value)}
        placeholder={placePlaceholder}
        autoComplete="address-level2"
      />
      <SearchButton variant={buttonVariant} />
    </form>
  );
}
