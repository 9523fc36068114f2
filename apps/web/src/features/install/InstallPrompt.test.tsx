import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";
import { listenForInstallOffers } from "./installOffer";
import { InstallPrompt } from "./InstallPrompt";
import { INSTALL_PROMPT_DELAY_MS, INSTALLED_KEY, PROMPT_SHOWN_KEY } from "./installRules";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

let stopListening: () => void;
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  stopListening = listenForInstallOffers(window);
});
afterEach(() => {
  act(() => window.dispatchEvent(new Event("appinstalled"))); // drops a held offer
  stopListening();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** What Chromium dispatches when the app can be installed; `outcome` is the user's answer. */
function offerInstall(outcome: "accepted" | "dismissed" = "accepted") {
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: "web" }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

/** Lets the 10 s pass, then waits (real timers) for the card's code to load. */
async function afterDelay(ms = INSTALL_PROMPT_DELAY_MS) {
  act(() => vi.advanceTimersByTime(ms));
  vi.useRealTimers();
}

const card = () => screen.findByRole("complementary", { name: "Install SkyHire" });

describe("install card", () => {
  it("appears 10 s after the browser offers installation, and Install opens its dialog", async () => {
    renderApp(<InstallPrompt />);
    const event = offerInstall("accepted");
    expect(event.defaultPrevented).toBe(true);
    act(() => vi.advanceTimersByTime(INSTALL_PROMPT_DELAY_MS - 1));
    expect(screen.queryByRole("complementary")).toBeNull();
    await afterDelay(1);

    await card();
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Later" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(event.prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(localStorage.getItem(INSTALLED_KEY)).toBe("true"));
    expect(localStorage.getItem(PROMPT_SHOWN_KEY)).toBe("true");
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("records a dismissed install dialog as shown, not installed", async () => {
    renderApp(<InstallPrompt />);
    const event = offerInstall("dismissed");
    await afterDelay();
    await card();
    fireEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(event.prompt).toHaveBeenCalledOnce();
    await act(() => event.userChoice);
    expect(localStorage.getItem(PROMPT_SHOWN_KEY)).toBe("true");
    expect(localStorage.getItem(INSTALLED_KEY)).toBeNull();
  });

  it.each(["Later", "Close"])("%s hides it for good", async (name) => {
    renderApp(<InstallPrompt />);
    const event = offerInstall();
    await afterDelay();
    await card();
    fireEvent.click(screen.getByRole("button", { name }));
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(event.prompt).not.toHaveBeenCalled();
    expect(localStorage.getItem(PROMPT_SHOWN_KEY)).toBe("true");

    // The next offer (another visit) is left to the browser.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    expect(offerInstall().defaultPrevented).toBe(false);
    await afterDelay();
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("appinstalled records the installation and withdraws the card", async () => {
    renderApp(<InstallPrompt />);
    offerInstall();
    await afterDelay();
    await card();
    act(() => void window.dispatchEvent(new Event("appinstalled")));
    expect(localStorage.getItem(INSTALLED_KEY)).toBe("true");
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("shows nothing inside the installed app", async () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) =>
        ({
          matches: query === "(display-mode: standalone)",
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderApp(<InstallPrompt />);
    offerInstall();
    await afterDelay();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("in Safari on iPhone, explains Add to Home Screen in three steps", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE_SAFARI);
    renderApp(<InstallPrompt />);
    await afterDelay();
    const ios = await screen.findByRole("complementary", { name: "Add to Home Screen" });
    const steps = Array.from(ios.querySelectorAll("li"), (li) =>
      li.textContent?.replace(/\s+/g, " "),
    );
    expect(steps).toEqual(["1Tap Share in Safari", "2Tap Add to Home Screen", "3Tap Add"]);
    expect(screen.queryByRole("button", { name: "Install" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(localStorage.getItem(PROMPT_SHOWN_KEY)).toBe("true");
  });
});
