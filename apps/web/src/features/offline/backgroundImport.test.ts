import { afterEach, describe, expect, it, vi } from "vitest";
import { importInBackground } from "./backgroundImport";

const chunkError = () =>
  new TypeError("Failed to fetch dynamically imported module: /assets/Toaster.js");

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
}

afterEach(() => vi.restoreAllMocks());

describe("importInBackground", () => {
  it("waits for the browser to be back online, then loads the code", async () => {
    setOnline(false);
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue("module");
    const loading = importInBackground(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1); // nothing tried while offline

    setOnline(true);
    window.dispatchEvent(new Event("online"));
    await expect(loading).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("online, tries again with growing delays and gives up after five failures", async () => {
    setOnline(true);
    const waits: number[] = [];
    const load = vi.fn().mockRejectedValue(chunkError());
    await expect(importInBackground(load, async (ms) => void waits.push(ms))).rejects.toThrow(
      /dynamically imported module/,
    );
    expect(load).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000]);
  });

  it("does not retry an error of the module's own code", async () => {
    setOnline(true);
    const load = vi.fn().mockRejectedValue(new Error("the module threw"));
    await expect(importInBackground(load, async () => {})).rejects.toThrow("the module threw");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
