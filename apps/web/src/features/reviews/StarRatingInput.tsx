import { StarIcon } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/utils";

const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

type StarRatingInputProps = {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
  legend?: string;
};

/**
 * 1 to 5 stars as a group of native radio buttons (arrow keys move between them, screen readers
 * read "4 stars"), drawn as stars that light up on hover.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  legend = "Your rating",
}: StarRatingInputProps) {
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(null)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-0.5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring"
              onMouseEnter={() => setHover(n)}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
                aria-label={`${n} ${n === 1 ? "star" : "stars"}`}
              />
              <StarIcon
                aria-hidden
                className={cn(
                  "size-8 transition-colors",
                  n <= shown ? "fill-star text-star" : "text-muted-foreground/40",
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-muted-foreground" aria-hidden>
          {WORDS[shown]}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
