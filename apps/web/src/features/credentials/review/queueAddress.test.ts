import { describe, expect, it } from "vitest";
import { queueViewHref, readQueueView } from "./queueAddress";

describe("the credential queue's address", () => {
  it("reads what the operator asked for, and defaults what is missing or wrong", () => {
    expect(readQueueView("?status=reviewed&q=%20maya%20&page=3")).toEqual({
      status: "reviewed",
      q: "maya",
      page: 3,
    });
    expect(readQueueView("")).toEqual({ status: "pending", q: "", page: 1 });
    expect(readQueueView("?status=all&page=-2")).toEqual({ status: "pending", q: "", page: 1 });
    expect(readQueueView("?page=two")).toMatchObject({ page: 1 });
  });

  it("writes only what differs from the first page of the queue, and reads back the same", () => {
    expect(queueViewHref({ status: "pending", q: "", page: 1 })).toBe("/admin/credentials");
    const view = { status: "reviewed" as const, q: "maya@example.com", page: 2 };
    const href = queueViewHref(view);
    expect(href).toBe("/admin/credentials?status=reviewed&q=maya%40example.com&page=2");
    expect(readQueueView(href.slice(href.indexOf("?")))).toEqual(view);
  });
});
