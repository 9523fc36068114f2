import { describe, expect, it } from "vitest";
import {
  fileDownloadQuerySchema,
  fileTooLargeMessage,
  fileTypeRefusedMessage,
  formatBytes,
  requestChangesRequestSchema,
  uploadQuerySchema,
} from "./delivery";

describe("delivery schemas", () => {
  it("uploads deliverables unless evidence is asked for", () => {
    expect(uploadQuerySchema.parse({})).toEqual({ purpose: "deliverable" });
    expect(uploadQuerySchema.parse({ purpose: "dispute_evidence" }).purpose).toBe(
      "dispute_evidence",
    );
    expect(uploadQuerySchema.safeParse({ purpose: "avatar" }).success).toBe(false);
  });

  it("asks for a real reason when sending a delivery back", () => {
    expect(requestChangesRequestSchema.safeParse({ reason: "  redo  " }).success).toBe(false);
    expect(
      requestChangesRequestSchema.parse({ reason: "  Please add the north facade.  " }).reason,
    ).toBe("Please add the north facade.");
  });

  it("reads download=1 as an attachment", () => {
    expect(fileDownloadQuerySchema.parse({ download: "1" }).download).toBe(true);
    expect(fileDownloadQuerySchema.parse({}).download).toBe(false);
    expect(fileDownloadQuerySchema.safeParse({ download: "yes please" }).success).toBe(false);
  });

  it("names the file in refusals", () => {
    expect(fileTypeRefusedMessage("setup.jpg")).toMatch(
      /^"setup\.jpg" is not an allowed file type/,
    );
    expect(fileTooLargeMessage("flight.mp4", 2 * 1024 ** 3)).toBe(
      '"flight.mp4" is larger than the 2 GB limit per file.',
    );
  });

  it("formats sizes as people read them", () => {
    expect(formatBytes(12)).toBe("12 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(820 * 1024)).toBe("820 KB");
    expect(formatBytes(5 * 1024 ** 2)).toBe("5 MB");
  });
});
