import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IconButton } from "./icon-button";
import { QuickTooltips, TooltipProvider } from "./tooltip";

// Events are fired by hand: user-event waits on timers, which are fake here.
beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
afterEach(() => vi.useRealTimers());

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const button = (name: string) => screen.getByRole("button", { name });
const hover = (name: string) => fireEvent.pointerMove(button(name), { pointerType: "mouse" });
// Escape closes it like moving away (jsdom has no layout for the pointer's exit path).
const close = () => fireEvent.keyDown(document, { key: "Escape" });

function renderButtons(Provider: typeof TooltipProvider | typeof QuickTooltips = TooltipProvider) {
  render(
    <Provider>
      <IconButton label="Previous month">‹</IconButton>
      <IconButton label="Next month">›</IconButton>
    </Provider>,
  );
}

describe("IconButton", () => {
  it("is named by its label, and keyboard focus shows the label at once", () => {
    renderButtons();
    const previous = button("Previous month");
    act(() => previous.focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("Previous month");
    expect(previous).toHaveAccessibleDescription("Previous month");
  });

  it("opens on hover after 700 ms; the next one within 300 ms opens at once", () => {
    renderButtons();
    hover("Previous month");
    wait(650);
    expect(screen.queryByRole("tooltip")).toBeNull();
    wait(60);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Previous month");

    close();
    wait(100);
    hover("Next month");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Next month");
  });

  it("waits the full delay again once the skip delay has passed", () => {
    renderButtons();
    hover("Previous month");
    wait(700);
    close();
    wait(400);
    hover("Next month");
    wait(650);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("opens after 200 ms in the navigation bars", () => {
    renderButtons(QuickTooltips);
    hover("Next month");
    wait(150);
    expect(screen.queryByRole("tooltip")).toBeNull();
    wait(60);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Next month");
  });
});
