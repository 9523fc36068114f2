import { fireEvent, render, screen } from "@testing-library/react";
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
    thumbnailUrl: null,
  };
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

describe("the photo grid", () => {
  it("loads each photo's thumbnail, not the original", () => {
    const photo = {
      ...file("p", 1),
      name: "DJI_0042.JPG",
      contentType: "image/jpeg",
      type: "jpeg",
      kind: "image" as const,
      preview: "image" as const,
      thumbnailUrl: "/api/files/p/thumbnail",
    };
    const { container } = render(<FileGallery files={[photo]} />);
    expect(screen.getByRole("button", { name: "View DJI_0042.JPG" })).toBeTruthy();
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/api/files/p/thumbnail");
  });
});

describe("a photo the server could not make a thumbnail of", () => {
  it("shows the photo icon in its tile instead of a broken image", () => {
    const photo = {
      ...file("p", 1),
      contentType: "image/jpeg",
      kind: "image" as const,
      preview: "image" as const,
      thumbnailUrl: "/api/files/p/thumbnail",
    };
    const { container } = render(<FileGallery files={[photo]} />);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("svg")).not.toBeNull();
  });
});
