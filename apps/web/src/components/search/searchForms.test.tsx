import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MapPinIcon } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { SingleFieldSearch } from "./SingleFieldSearch";
import { WordsAndPlaceSearch } from "./WordsAndPlaceSearch";

describe("the search forms", () => {
  it("apply words and place together, trimmed, only when searched", async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(
      <WordsAndPlaceSearch
        q=""
        location="Austin, TX"
        onSearch={onSearch}
        wordsLabel="Search jobs"
        wordsPlaceholder="Words"
        placePlaceholder="City, ST or ZIP"
      />,
    );
    expect(screen.getByLabelText("Near")).toHaveValue("Austin, TX");
    await user.type(screen.getByLabelText("Search jobs"), "  roof ");
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledWith("roof", "Austin, TX");
  });

  it("submits a single field with Enter", async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<SingleFieldSearch label="Location" icon={MapPinIcon} initial="" onSearch={onSearch} />);
    await user.type(screen.getByLabelText("Location"), " 78701 {Enter}");
    expect(onSearch).toHaveBeenCalledWith("78701");
  });
});
