import { render, screen } from "@testing-library/react";
import type { JobFileDto } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import { deliveryZipUrl, FileGallery } from "./FileGallery";

function file(id: string, deliveryRound: number, sizeBytes = 1_500_000): JobFileDto {
  return {
    id,
    jobId: "job-1",
    purpose: "deliverable",
    name: `${id}.pdf`,
    contentType: "application/pdf",
    type: "pdf",
    kind: "document",
    preview: null,
    sizeBytes,
    deliveryRound,
    uploadedBy: "pilot",
    createdAt: "2026-11-20T10:00:00.000Z",
    url: `/api/files/${id}`,
    downloadUrl: `/api/files/${id}?download=1`,
  } as JobFileDto;
}

describe("downloading a delivery at once", () => {
  it("offers every file of the round as one zip with the count and total size", () => {
    render(<FileGallery files={[file("a", 2), file("b", 2)]} />);
    const link = screen.getByRole("link", { name: "Download all 2 files (.zip, 2.9 MB)" });
    expect(link.getAttribute("href")).toBe("/api/jobs/job-1/files.zip?round=2");
  });

  it("asks for every round when the files mix rounds, and offers nothing for one file", () => {
    expect(deliveryZipUrl([file("a", 1), file("b", 2)])).toBe("/api/jobs/job-1/files.zip");
    render(<FileGallery files={[file("a", 1)]} />);
    expect(screen.queryByRole("link", { name: /Download all/ })).toBeNull();
  });
});
