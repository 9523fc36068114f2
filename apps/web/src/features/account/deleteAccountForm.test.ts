import { describe, expect, it } from "vitest";
import {
  DELETE_CONFIRMATION_MISMATCH_MESSAGE,
  DELETE_PASSWORD_REQUIRED_MESSAGE,
} from "@skyhire/shared";
import { ApiError } from "@/lib/api";
import { attachmentName } from "./accountData";
import { deleteAccountSchema, refusalBlockers } from "./deleteAccountForm";

describe("the delete-account confirmation", () => {
  const messages = (email: string, required: boolean, values: object) => {
    const result = deleteAccountSchema(email, required).safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it("takes the email in any case or DELETE, and the password when the account has one", () => {
    expect(
      messages("eve@example.com", true, { confirmation: " EVE@example.com ", password: "x" }),
    ).toEqual([]);
    expect(messages("eve@example.com", false, { confirmation: "DELETE", password: "" })).toEqual(
      [],
    );
    expect(messages("eve@example.com", true, { confirmation: "delete", password: "" })).toEqual([
      DELETE_CONFIRMATION_MISMATCH_MESSAGE,
      DELETE_PASSWORD_REQUIRED_MESSAGE,
    ]);
  });

  it("reads the reasons of a refused deletion, and nothing from other errors", () => {
    const blockers = [{ code: "open_dispute", message: "A dispute is still open." }];
    const refused = new ApiError({ status: 409, message: "No", details: { blockers } });
    expect(refusalBlockers(refused)).toEqual(blockers);
    expect(refusalBlockers(new ApiError({ status: 400, message: "Bad" }))).toEqual([]);
    expect(refusalBlockers(new Error("offline"))).toEqual([]);
  });

  it("names the download as the server does", () => {
    expect(attachmentName('attachment; filename="skyhire-data-2026-11-27.json"')).toBe(
      "skyhire-data-2026-11-27.json",
    );
    expect(attachmentName(null, new Date("2026-01-02T10:00:00Z"))).toBe(
      "skyhire-data-2026-01-02.json",
    );
  });
});
