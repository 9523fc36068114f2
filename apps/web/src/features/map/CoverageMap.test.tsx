import type { CityCluster } from "@skyhire/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";
import CoverageMap from "./CoverageMap";

const stat = (label: string) => screen.getByText(label).parentElement?.querySelector("dd");

const marker = (name: string) => screen.getByRole("button", { name });

describe("CoverageMap with its sample clusters", () => {
  it("shows the statistics of the 8 sample cities", () => {
    renderApp(<CoverageMap />);
    expect(stat("Licensed Pilots")).toHaveTextContent("282");
    expect(stat("Avg Rating")).toHaveTextContent("4.8");
    expect(stat("Cities Served")).toHaveTextContent("8");
    expect(stat("Avg Rate/Hour")).toHaveTextContent("$242");
  });

  it("puts a 48x48 pilot-count bubble on each city", () => {
    const { container } = renderApp(<CoverageMap />);
    const markers = container.querySelectorAll<HTMLElement>(".skyhire-marker");
    expect(markers).toHaveLength(8);
    expect(marker("Los Angeles, CA: 47 pilots")).toHaveTextContent("47");
    expect(marker("New York, NY: 54 pilots")).toHaveTextContent("54");
    expect(markers[0]!.style.width).toBe("48px");
    expect(markers[0]!.style.height).toBe("48px");
  });

  it("selects a city on click: callback, popup and side card, which closes again", async () => {
    const onClusterClick = vi.fn();
    const { container } = renderApp(<CoverageMap onClusterClick={onClusterClick} />);
    expect(screen.queryByRole("region", { name: /^Pilots in/ })).not.toBeInTheDocument();

    fireEvent.click(marker("Austin, TX: 23 pilots"));

    expect(onClusterClick).toHaveBeenCalledWith(expect.objectContaining({ id: "austin-tx" }));
    const popup = container.querySelector(".leaflet-popup-content");
    expect(popup).toHaveTextContent("Austin, TX");
    expect(popup?.querySelectorAll("li")).toHaveLength(3);

    const card = await screen.findByRole("region", { name: "Pilots in Austin, TX" });
    expect(within(card).getByText("$100-250/hr")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "View Pilots in Austin, TX" })).toHaveAttribute(
      "href",
      "/pilots?location=Austin%2C+TX",
    );
    expect(marker("Austin, TX: 23 pilots")).toHaveClass("is-selected");

    await userEvent.click(within(card).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: "Pilots in Austin, TX" })).not.toBeInTheDocument();
    expect(marker("Austin, TX: 23 pilots")).not.toHaveClass("is-selected");
  });

  it("hides the statistics when showStats is false and takes a height class", () => {
    const { container } = renderApp(<CoverageMap showStats={false} heightClass="h-64" />);
    expect(screen.queryByText("Licensed Pilots")).not.toBeInTheDocument();
    expect(container.querySelector(".h-64")).not.toBeNull();
  });
});

describe("CoverageMap with given clusters", () => {
  const clusters: CityCluster[] = [
    {
      id: "evil",
      location: `<img src=x onerror="alert(1)">`,
      position: { lat: 30, lng: -97 },
      pilotCount: 3,
      avgRating: 4.5,
      priceRange: { min: 80, max: 120 },
      specializations: ["<b>Bold</b>"],
    },
    {
      id: "quiet",
      location: "Quiet, TX",
      position: { lat: 31, lng: -98 },
      pilotCount: 2,
      avgRating: null,
      priceRange: null,
      specializations: [],
    },
  ];

  it("computes statistics from them with the shared rules", () => {
    renderApp(<CoverageMap clusters={clusters} />);
    expect(stat("Licensed Pilots")).toHaveTextContent("5");
    expect(stat("Avg Rating")).toHaveTextContent("4.5");
    expect(stat("Cities Served")).toHaveTextContent("2");
    expect(stat("Avg Rate/Hour")).toHaveTextContent("$100");
  });

  it("escapes their text in the popup", () => {
    const { container } = renderApp(<CoverageMap clusters={clusters} />);
    fireEvent.click(container.querySelector(".skyhire-marker")!);
    const popup = container.querySelector(".leaflet-popup-content")!;
    expect(popup.querySelector("img")).toBeNull();
    expect(popup.querySelector("b")).toBeNull();
    expect(popup).toHaveTextContent(`<img src=x onerror="alert(1)">`);
  });
});
