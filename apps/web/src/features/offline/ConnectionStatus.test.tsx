import { onlineManager, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, OFFLINE_MESSAGE, OfflineError } from "@/lib/api";
import { createQueryClient } from "@/lib/queryClient";
import { NOTICE_SHOWN_MS, ConnectionStatus } from "./ConnectionStatus";

/**
 * What the browser does when the connection goes or comes back. The onlineManager listens to
 * the events only while something subscribes to it (a mounted query client in the app).
 */
function goOnline(online: boolean) {
  act(() => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
    window.dispatchEvent(new Event(online ? "online" : "offline"));
    onlineManager.setOnline(online);
  });
}

afterEach(() => {
  goOnline(true);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("ConnectionStatus", () => {
  it("follows the browser's events in a polite live region", () => {
    vi.useFakeTimers();
    render(<ConnectionStatus />);
    const region = screen.getByTestId("connection-status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();

    act(() => window.dispatchEvent(new Event("offline")));
    expect(onlineManager.isOnline()).toBe(false);
    expect(region).toHaveTextContent("You're offline.");
    // It steps aside after a while (the screens keep saying so, OfflineScreenNotice).
    act(() => vi.advanceTimersByTime(NOTICE_SHOWN_MS));
    expect(region).toBeEmptyDOMElement();

    act(() => window.dispatchEvent(new Event("online")));
    expect(region).toHaveTextContent("You're back online");
    act(() => vi.advanceTimersByTime(NOTICE_SHOWN_MS));
    expect(region).toBeEmptyDOMElement();
  });
});

describe("a call made offline", () => {
  it("is refused with the offline message instead of being sent", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    goOnline(false);
    await expect(apiRequest("POST", "/api/jobs", { title: "x" })).rejects.toBeInstanceOf(
      OfflineError,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("fails a form's mutation at once, saying so", async () => {
    goOnline(false);
    const client = createQueryClient();
    function Form() {
      const save = useMutation({ mutationFn: () => apiRequest("POST", "/api/x") });
      return (
        <>
          <button onClick={() => save.mutate()}>Save</button>
          {save.isError && <p role="alert">{save.error.message}</p>}
        </>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Form />
      </QueryClientProvider>,
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toMatch(/^You're offline: /);
  });
});
