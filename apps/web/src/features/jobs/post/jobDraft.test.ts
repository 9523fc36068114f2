import { describe, expect, it } from "vitest";
import { clearDraft, draftKey, isBlankDraft, loadDraft, saveDraft } from "./jobDraft";
import { EMPTY_JOB_POST_FORM } from "./jobPostForm";

const values = { ...EMPTY_JOB_POST_FORM, title: "Roof inspection", budget: "300" };

describe("job drafts", () => {
  it("keeps a draft per user across page loads", () => {
    saveDraft("user-1", values, new Date("2026-03-10T12:00:00Z"));
    expect(loadDraft("user-1")).toEqual({ values, savedAt: "2026-03-10T12:00:00.000Z" });
    expect(loadDraft("user-2")).toBeNull();
  });

  it("forgets a draft once cleared, or when the form is blank again", () => {
    saveDraft("user-1", values);
    clearDraft("user-1");
    expect(loadDraft("user-1")).toBeNull();

    saveDraft("user-1", values);
    saveDraft("user-1", EMPTY_JOB_POST_FORM);
    expect(localStorage.getItem(draftKey("user-1"))).toBeNull();
    expect(isBlankDraft(EMPTY_JOB_POST_FORM)).toBe(true);
  });

  it("reads an odd stored draft without breaking the form", () => {
    localStorage.setItem(
      draftKey("user-1"),
      JSON.stringify({
        values: { title: "Survey", dateMode: "someday", deliverables: [1, "video"] },
      }),
    );
    expect(loadDraft("user-1")?.values).toEqual({
      ...EMPTY_JOB_POST_FORM,
      title: "Survey",
      deliverables: ["video"],
    });
    localStorage.setItem(draftKey("user-1"), "{not json");
    expect(loadDraft("user-1")).toBeNull();
  });
});
