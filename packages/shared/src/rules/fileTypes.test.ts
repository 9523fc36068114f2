import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectFileType, FILE_TYPE_SNIFF_BYTES, FILE_TYPES, fileTypeOfMime } from "./fileTypes";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

/** A little-endian TIFF whose first directory holds the given tags (ASCII or SHORT values). */
function tiff(
  tags: { tag: number; ascii?: string; short?: number }[],
  bigEndian = false,
): Uint8Array {
  const out = new Uint8Array(4096);
  const view = new DataView(out.buffer);
  const le = !bigEndian;
  out.set(bigEndian ? [0x4d, 0x4d, 0x00, 0x2a] : [0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, 8, le);
  view.setUint16(8, tags.length, le);
  let data = 8 + 2 + tags.length * 12 + 4;
  tags.forEach((t, i) => {
    const entry = 10 + i * 12;
    view.setUint16(entry, t.tag, le);
    if (t.ascii !== undefined) {
      const value = bytes(t.ascii, [0]);
      view.setUint16(entry + 2, 2, le);
      view.setUint32(entry + 4, value.length, le);
      if (value.length <= 4) out.set(value, entry + 8);
      else {
        view.setUint32(entry + 8, data, le);
        out.set(value, data);
        data += value.length;
      }
    } else {
      view.setUint16(entry + 2, 3, le);
      view.setUint32(entry + 4, 1, le);
      view.setUint16(entry + 8, t.short ?? 0, le);
    }
  });
  return out;
}

const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], "ftyp", major, [0, 0, 2, 0], compatible.join(""));

describe("detectFileType", () => {
  const cases: [string, Uint8Array, keyof typeof FILE_TYPES][] = [
    ["JPEG (JFIF)", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF"), "jpeg"],
    ["JPEG (Exif)", bytes([0xff, 0xd8, 0xff, 0xe1, 0x1c, 0x45], "Exif"), "jpeg"],
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"), "png"],
    ["TIFF, little-endian", tiff([{ tag: 0x0100, short: 640 }]), "tiff"],
    ["TIFF, big-endian", tiff([{ tag: 0x0100, short: 640 }], true), "tiff"],
    ["TIFF from an unknown maker", tiff([{ tag: 0x010f, ascii: "Hasselblad" }]), "tiff"],
    [
      "DNG",
      tiff([
        { tag: 0x010f, ascii: "DJI" },
        { tag: 0xc612, short: 1 },
      ]),
      "dng",
    ],
    ["CR2", bytes([0x49, 0x49, 0x2a, 0x00, 0x10, 0, 0, 0], "CR", [2, 0]), "cr2"],
    ["NEF", tiff([{ tag: 0x010f, ascii: "NIKON CORPORATION" }]), "nef"],
    ["ARW", tiff([{ tag: 0x010f, ascii: "SONY" }]), "arw"],
    ["ARW, big-endian", tiff([{ tag: 0x010f, ascii: "SONY" }], true), "arw"],
    ["CR3", ftyp("crx ", "crx ", "isom"), "cr3"],
    ["RAF", bytes("FUJIFILMCCD-RAW 0201FF383501"), "raf"],
    ["ORF", bytes("IIRO", [8, 0, 0, 0]), "orf"],
    ["ORF (IIRS)", bytes("IIRS", [8, 0, 0, 0]), "orf"],
    ["RW2", bytes([0x49, 0x49, 0x55, 0x00, 0x18, 0, 0, 0]), "rw2"],
    ["MP4 (isom)", ftyp("isom", "isom", "iso2", "avc1", "mp41"), "mp4"],
    ["MP4 (mp42)", ftyp("mp42", "mp42", "isom"), "mp4"],
    ["MP4 (DJI avc1)", ftyp("avc1", "isom"), "mp4"],
    ["MOV", ftyp("qt  ", "qt  "), "mov"],
    ["MOV without ftyp", bytes([0, 0, 0, 8], "wide", [0, 0, 0, 0], "mdat"), "mov"],
    ["PDF", bytes("%PDF-1.7\n%\u00e2\u00e3"), "pdf"],
    ["ZIP", bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), "zip"],
    ["empty ZIP", bytes([0x50, 0x4b, 0x05, 0x06], new Array<number>(18).fill(0)), "zip"],
  ];

  it.each(cases)("knows %s", (_name, head, id) => {
    expect(detectFileType(head)?.id).toBe(id);
  });

  const refused: [string, Uint8Array][] = [
    ["a Windows program (renamed .exe)", bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4], "This program")],
    ["a Linux program", bytes([0x7f], "ELF", [2, 1, 1])],
    ["a shell script", bytes("#!/bin/sh\nrm -rf /\n")],
    ["HTML", bytes("<!DOCTYPE html><script>alert(1)</script>")],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["GIF", bytes("GIF89a", [1, 0, 1, 0])],
    ["HEIC", ftyp("heic", "mif1", "heic")],
    ["M4A audio", ftyp("M4A ", "M4A ", "isom")],
    ["a PDF header hidden after junk", bytes("<html>%PDF-1.4")],
    ["an empty file", new Uint8Array(0)],
    ["a few bytes", bytes([0xff, 0xd8])],
  ];

  it.each(refused)("refuses %s", (_name, head) => {
    expect(detectFileType(head)).toBeNull();
  });

  it("reads a TIFF directory that points past the sniffed bytes as a plain TIFF", () => {
    const head = bytes([0x49, 0x49, 0x2a, 0x00], [0xff, 0xff, 0xff, 0x7f]);
    expect(detectFileType(head)?.id).toBe("tiff");
  });

  it("reads a sub-array of a larger buffer from its own start", () => {
    const buffer = new Uint8Array(64);
    const png = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]);
    buffer.set(png, 16);
    expect(detectFileType(buffer.subarray(16))?.id).toBe("png");
  });

  it("never throws, whatever the bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 256 }), (head) => {
        const found = detectFileType(head);
        expect(found === null || Object.values(FILE_TYPES).includes(found)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 512 }), (tail) => {
        const head = new Uint8Array(tail.length + 4);
        head.set([0x49, 0x49, 0x2a, 0x00]);
        head.set(tail, 4);
        expect(["tiff", "cr2", "dng", "nef", "arw"]).toContain(detectFileType(head)?.id);
      }),
    );
  });

  it("needs no more than the sniff window", () => {
    const head = new Uint8Array(FILE_TYPE_SNIFF_BYTES);
    head.set(tiff([{ tag: 0x010f, ascii: "NIKON CORPORATION" }]));
    expect(detectFileType(head)?.id).toBe("nef");
  });
});

describe("fileTypeOfMime", () => {
  it("finds the type of a stored content type", () => {
    expect(fileTypeOfMime("video/quicktime")).toBe(FILE_TYPES.mov);
    expect(fileTypeOfMime("text/html")).toBeNull();
  });
});
