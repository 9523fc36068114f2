import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { MENU_CLOSE_DELAY_MS, useCloseOnNavigate } from "./useCloseOnNavigate";

afterEach(() => vi.useRealTimers());

describe("useCloseOnNavigate", () => {
  it("closes an open menu 100 ms after the location changes", () => {
    vi.useFakeTimers();
    const location = memoryLocation({ path: "/pilots" });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={location.hook}>{children}</Router>
    );
    const close = vi.fn();
    renderHook(() => useCloseOnNavigate(true, close), { wrapper });

    expect(close).not.toHaveBeenCalled(); // not on first render
    act(() => location.navigate("/messages"));
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(MENU_CLOSE_DELAY_MS).toBe(100);
  });
});
