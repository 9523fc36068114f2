import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ViewerTimeText } from "./ViewerTimeText";

describe("text from the viewer's clock", () => {
  it("is left out of a page the server draws (its zone is not the viewer's)", () => {
    expect(
      renderToString(
        <p>
          When: <ViewerTimeText text={() => "By May 10, 2026"} />
        </p>,
      ),
    ).toBe("<p>When: </p>");
  });

  it("is shown from the first render of a page the browser draws itself", () => {
    render(<ViewerTimeText text={() => "By May 10, 2026"} />);
    expect(screen.getByText("By May 10, 2026")).toBeInTheDocument();
  });
});
