import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/renderApp";
import NotFoundPage from "./NotFoundPage";

describe("NotFoundPage", () => {
  it("shows the spec texts and a Go Home link that leads to /", async () => {
    const { location } = renderApp(<NotFoundPage />, { path: "/nowhere" });
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();

    const home = screen.getByRole("link", { name: "Go Home" });
    expect(home).toHaveAttribute("href", "/");
    await userEvent.click(home);
    expect(location.history.at(-1)).toBe("/");
  });
});
