import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Progress } from "./progress";

describe("Progress", () => {
  it("without a value is indeterminate: no figure is announced", () => {
    render(<Progress value={null} label="Upload" />);
    const bar = screen.getByRole("progressbar", { name: "Upload" });
    expect(bar).toHaveAttribute("data-state", "indeterminate");
    expect(bar).not.toHaveAttribute("aria-valuenow");
  });

  it("announces its share of the default maximum of 100 while loading", () => {
    render(<Progress value={42.4} label="Upload" />);
    const bar = screen.getByRole("progressbar", { name: "Upload" });
    expect(bar).toHaveAttribute("data-state", "loading");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuenow", "42.4");
    expect(bar).toHaveAttribute("aria-valuetext", "42%");
  });

  it("is complete at its maximum, and a value past it counts as the maximum", () => {
    render(<Progress value={7} max={5} label="Steps" />);
    const bar = screen.getByRole("progressbar", { name: "Steps" });
    expect(bar).toHaveAttribute("data-state", "complete");
    expect(bar).toHaveAttribute("aria-valuetext", "100%");
  });
});
