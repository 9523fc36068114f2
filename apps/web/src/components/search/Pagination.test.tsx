import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/renderApp";
import { Pagination } from "./Pagination";

const hrefFor = (page: number) => `/jobs?page=${page}`;

describe("Pagination", () => {
  it("links each neighbouring page and says where the visitor is", () => {
    renderApp(<Pagination page={2} total={45} pageSize={20} hrefFor={hrefFor} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(nav).toHaveTextContent("Page 2 of 3");
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/jobs?page=1");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/jobs?page=3");
  });

  it("turns off the way past either end, and shows nothing for one page", () => {
    const { unmount } = renderApp(
      <Pagination page={1} total={30} pageSize={20} hrefFor={hrefFor} />,
    );
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    expect(screen.getByText("Previous").closest("[aria-disabled]")).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    unmount();
    renderApp(<Pagination page={1} total={12} pageSize={20} hrefFor={hrefFor} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("keeps Next on when the server stopped counting", () => {
    renderApp(<Pagination page={9} total={108} pageSize={12} totalIsEstimate hrefFor={hrefFor} />);
    expect(screen.getByRole("navigation")).toHaveTextContent("Page 9 of 9+");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/jobs?page=10");
  });

  it("never claims a page past the last one an old link asks for", () => {
    renderApp(<Pagination page={7} total={45} pageSize={20} hrefFor={hrefFor} />);
    expect(screen.getByRole("navigation")).toHaveTextContent("Page 3 of 3");
  });
});
