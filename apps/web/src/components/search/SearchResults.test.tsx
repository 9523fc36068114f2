import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SearchResults } from "./SearchResults";

type Row = { id: string; name: string };

function renderResults(props: Partial<Parameters<typeof SearchResults<Row>>[0]> = {}) {
  return render(
    <SearchResults<Row>
      isPending={false}
      isPlaceholderData={false}
      items={[
        { id: "a", name: "Acme" },
        { id: "b", name: "Birch" },
      ]}
      error={null}
      empty={<p>Nothing found</p>}
      label="Clients"
      loadingLabel="Loading clients"
      columns="md:grid-cols-2"
      itemKey={(row) => row.id}
      renderItem={(row) => <article>{row.name}</article>}
      skeleton={<div>placeholder</div>}
      footer={<nav aria-label="Pagination" />}
      {...props}
    />,
  );
}

describe("SearchResults", () => {
  it("lists the results under the list's name, with the footer", () => {
    renderResults();
    const list = screen.getByRole("list", { name: "Clients" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((a) => a.textContent),
    ).toEqual(["Acme", "Birch"]);
    expect(list).not.toHaveAttribute("aria-busy");
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeInTheDocument();
  });

  it("shows placeholders while the first answer loads", () => {
    renderResults({ isPending: true, items: undefined });
    const loading = screen.getByRole("list", { name: "Loading clients" });
    expect(loading).toHaveAttribute("aria-busy", "true");
    expect(within(loading).getAllByText("placeholder")).toHaveLength(6);
  });

  it("keeps the last results, marked busy, while the next page loads", () => {
    renderResults({ isPlaceholderData: true });
    expect(screen.getByRole("list", { name: "Clients" })).toHaveAttribute("aria-busy", "true");
  });

  it("shows the screen's error instead of results, and the empty state for none", () => {
    const { unmount } = renderResults({ error: <p role="alert">Failed to search pilots</p> });
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to search pilots");
    expect(screen.queryByRole("list")).toBeNull();
    unmount();
    renderResults({ items: [] });
    expect(screen.getByText("Nothing found")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
