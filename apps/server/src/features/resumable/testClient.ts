import { Metadata } from "@tus/utils";
import type { TestBrowser } from "../../testing/browser";
import { sameOriginHeaders, type TestApp } from "../../testing/testApp";

/** A minimal tus 1.0 client over inject, one request at a time, for exact protocol tests. */
export function tusClient(t: TestApp, b: TestBrowser) {
  const base = { "tus-resumable": "1.0.0", ...sameOriginHeaders(t.config) };
  return {
    create: (size: number, metadata: Record<string, string>) =>
      b.request({
        method: "POST",
        url: "/api/uploads",
        headers: {
          ...base,
          "upload-length": String(size),
          "upload-metadata": Metadata.stringify(metadata),
        },
      }),
    head: (location: string) => b.request({ method: "HEAD", url: location, headers: base }),
    patch: (location: string, offset: number, chunk: Buffer) =>
      b.request({
        method: "PATCH",
        url: location,
        headers: {
          ...base,
          "upload-offset": String(offset),
          "content-type": "application/offset+octet-stream",
        },
        payload: chunk,
      }),
    remove: (location: string) => b.request({ method: "DELETE", url: location, headers: base }),
  };
}
