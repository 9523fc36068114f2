import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/renderApp";
import { Footer } from "./Footer";

describe("Footer", () => {
  it("links services to the pilot directory with their specialization", () => {
    renderApp(<Footer />, { path: "/login" });
    const footer = screen.getByRole("contentinfo");
    const expected: [string, string][] = [
      ["Real Estate", "/pilots?specialization=real-estate"],
      ["Construction", "/pilots?specialization=construction"],
      ["Weddings", "/pilots?specialization=wedding"],
      ["Commercial", "/pilots?specialization=commercial"],
      ["Agriculture", "/pilots?specialization=agriculture"],
      ["Become a Pilot", "/register"],
      ["About Us", "/#about"],
      ["How It Works", "/#how-it-works"],
      ["Success Stories", "/#success-stories"],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
    ];
    for (const [name, href] of expected) {
      expect(within(footer).getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("shows placeholders as text, social icons without links, and the copyright", () => {
    renderApp(<Footer />, { path: "/login" });
    const footer = screen.getByRole("contentinfo");
    for (const placeholder of ["Learn More", "Help Center", "Contact"]) {
      expect(within(footer).getByText(placeholder).closest("a")).toBeNull();
    }
    const socials = within(footer).getAllByRole("img");
    expect(socials).toHaveLength(3);
    socials.forEach((icon) => expect(icon.closest("a")).toBeNull());
    expect(footer).toHaveTextContent("© 2025 SkyHire. All rights reserved.");
    expect(footer).toHaveTextContent(/professional drone services/);
    expect(footer).toHaveTextContent(/Part 107 certified pilots/);
  });
});
