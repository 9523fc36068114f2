import { TOAST_LIMIT } from "@skyhire/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createToastStore, toastReducer, type ToastItem } from "./toastStore";

const item = (id: string, open = true): ToastItem => ({ id, title: `T${id}`, open });

describe("toastReducer", () => {
  it("keeps only one toast, the newest (spec limit 1)", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: "ADD", toast: item("1") });
    state = toastReducer(state, { type: "ADD", toast: item("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("dismiss closes a toast without removing it", () => {
    const state = toastReducer({ toasts: [item("1")] }, { type: "DISMISS", toastId: "1" });
    expect(state.toasts).toEqual([{ ...item("1"), open: false }]);
  });

  it("dismiss without an id closes every toast; remove without an id clears all", () => {
    const start = { toasts: [item("1"), item("2")] };
    expect(toastReducer(start, { type: "DISMISS" }).toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(start, { type: "REMOVE" }).toasts).toEqual([]);
  });

  it("update changes only the matching toast", () => {
    const state = toastReducer(
      { toasts: [item("1")] },
      { type: "UPDATE", toast: { id: "1", title: "New" } },
    );
    expect(state.toasts[0]!.title).toBe("New");
    expect(toastReducer(state, { type: "UPDATE", toast: { id: "9", title: "x" } })).toEqual(state);
  });
});

describe("toast store", () => {
  afterEach(() => vi.useRealTimers());

  it("shows one toast at a time and notifies subscribers", () => {
    const store = createToastStore();
    const seen: number[] = [];
    store.subscribe((s) => seen.push(s.toasts.length));

    store.toast({ title: "First" });
    store.toast({ title: "Second" });

    expect(store.getState().toasts).toHaveLength(1);
    expect(store.getState().toasts[0]!.title).toBe("Second");
    expect(seen).toEqual([1, 1]);
  });

  it("removes a dismissed toast only after the remove delay", () => {
    vi.useFakeTimers();
    const store = createToastStore(1_000_000);
    const { id, dismiss } = store.toast({ title: "Bye" });

    dismiss();
    expect(store.getState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(999_999);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });
});
