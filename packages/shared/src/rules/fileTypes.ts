/**
 * What a delivered or evidence file is, told from its first bytes (magic numbers), never from
 * its name or the Content-Type the browser sent: a renamed program is still a program. Pure, so
 * the server checks uploads with it and the web app can say the same before sending.
 */

export const FILE_KINDS = ["image", "raw", "video", "document", "archive"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileType {
  /** Short id: jpeg, png, tiff, dng, cr2, cr3, nef, arw, raf, orf, rw2, mp4, mov, pdf, zip. */
  id: string;
  /** The Content-Type files of this type are served with. */
  mime: string;
  label: string;
  kind: FileKind;
  /** How a browser can show it: images and videos it plays inline, null for the rest. */
  preview: "image" | "video" | null;
}

const type = (
  id: string,
  mime: string,
  label: string,
  kind: FileKind,
  preview: FileType["preview"] = null,
): FileType => ({ id, mime, label, kind, preview });

/** Every type an upload may be, in the order they are listed to people. */
export const FILE_TYPES = {
  jpeg: type("jpeg", "image/jpeg", "JPEG image", "image", "image"),
  png: type("png", "image/png", "PNG image", "image", "image"),
  tiff: type("tiff", "image/tiff", "TIFF image", "image"),
  dng: type("dng", "image/x-adobe-dng", "DNG raw photo", "raw"),
  cr2: type("cr2", "image/x-canon-cr2", "Canon CR2 raw photo", "raw"),
  cr3: type("cr3", "image/x-canon-cr3", "Canon CR3 raw photo", "raw"),
  nef: type("nef", "image/x-nikon-nef", "Nikon NEF raw photo", "raw"),
  arw: type("arw", "image/x-sony-arw", "Sony ARW raw photo", "raw"),
  raf: type("raf", "image/x-fuji-raf", "Fujifilm RAF raw photo", "raw"),
  orf: type("orf", "image/x-olympus-orf", "Olympus ORF raw photo", "raw"),
  rw2: type("rw2", "image/x-panasonic-rw2", "Panasonic RW2 raw photo", "raw"),
  mp4: type("mp4", "video/mp4", "MP4 video", "video", "video"),
  mov: type("mov", "video/quicktime", "QuickTime video", "video", "video"),
  pdf: type("pdf", "application/pdf", "PDF document", "document"),
  zip: type("zip", "application/zip", "ZIP archive", "archive"),
} as const satisfies Record<string, FileType>;

/** The type of a stored Content-Type, for answers built from database rows. */
export function fileTypeOfMime(mime: string): FileType | null {
  return Object.values(FILE_TYPES).find((t) => t.mime === mime) ?? null;
}

/** What people are told they may upload. */
export const ALLOWED_FILE_TYPES_TEXT =
  "JPEG, PNG, TIFF, DNG, camera RAW (CR2, CR3, NEF, ARW, RAF, ORF, RW2), MP4, MOV, PDF or ZIP";

/** For the file picker's `accept`; the server still decides by content. */
export const ALLOWED_FILE_EXTENSIONS = [
  ".jpg",
  ".jpeg",
  ".png",
  ".tif",
  ".tiff",
  ".dng",
  ".cr2",
  ".cr3",
  ".nef",
  ".arw",
  ".raf",
  ".orf",
  ".rw2",
  ".mp4",
  ".m4v",
  ".mov",
  ".pdf",
  ".zip",
] as const;

/**
 * Bytes to read before deciding. TIFF-based raw formats name their camera maker in a tag that
 * can sit a few kilobytes in; anything shorter than this is decided on what there is.
 */
export const FILE_TYPE_SNIFF_BYTES = 64 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  if (bytes.length < at + length) return "";
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** Detects the type of a file from its first bytes (up to FILE_TYPE_SNIFF_BYTES); null: refuse. */
export function detectFileType(head: Uint8Array): FileType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return FILE_TYPES.jpeg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FILE_TYPES.png;
  if (ascii(head, 0, 16) === "FUJIFILMCCD-RAW ") return FILE_TYPES.raf;
  if (["IIRO", "IIRS", "MMOR"].includes(ascii(head, 0, 4))) return FILE_TYPES.orf;
  if (startsWith(head, [0x49, 0x49, 0x55, 0x00])) return FILE_TYPES.rw2;
  if (isTiff(head)) return tiffFamily(head);
  const isoMedia = isoMediaType(head);
  if (isoMedia !== undefined) return isoMedia;
  if (isPdf(head)) return FILE_TYPES.pdf;
  if (
    startsWith(head, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(head, [0x50, 0x4b, 0x05, 0x06]) ||
    startsWith(head, [0x50, 0x4b, 0x07, 0x08])
  ) {
    return FILE_TYPES.zip;
  }
  return null;
}

function isTiff(head: Uint8Array): boolean {
  return startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]);
}

const TIFF_TAG_MAKE = 0x010f;
const TIFF_TAG_DNG_VERSION = 0xc612;
const TIFF_TYPE_ASCII = 2;

/**
 * DNG, CR2, NEF and ARW are TIFF files: CR2 marks itself right after the header, DNG carries a
 * DNGVersion tag and the others are told by the camera maker in the first directory. Anything
 * else TIFF-shaped is a TIFF image, which is allowed too.
 */
function tiffFamily(head: Uint8Array): FileType {
  if (startsWith(head, [0x43, 0x52, 0x02], 8)) return FILE_TYPES.cr2;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const little = head[0] === 0x49;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);

  const ifd = u32(4);
  if (ifd + 2 > head.length) return FILE_TYPES.tiff;
  const count = u16(ifd);
  let make = "";
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > head.length) break;
    const tag = u16(entry);
    if (tag === TIFF_TAG_DNG_VERSION) return FILE_TYPES.dng;
    if (tag === TIFF_TAG_MAKE && u16(entry + 2) === TIFF_TYPE_ASCII) {
      const length = u32(entry + 4);
      // Values of four bytes or less sit in the entry itself, longer ones at an offset.
      const at = length <= 4 ? entry + 8 : u32(entry + 8);
      make = ascii(head, at, Math.min(length, 64)).toUpperCase();
    }
  }
  if (make.startsWith("NIKON")) return FILE_TYPES.nef;
  if (make.startsWith("SONY")) return FILE_TYPES.arw;
  return FILE_TYPES.tiff;
}

/** ISO base media brands of ordinary MP4 video (and 3GPP, which is the same container). */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso7",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "mp71",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "MSNV",
  "XAVC",
  "NDAS",
  "f4v ",
  "3gp4",
  "3gp5",
  "3gp6",
  "3g2a",
]);

/** QuickTime files written before the ftyp box existed start with one of these atoms. */
const QUICKTIME_FIRST_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

/**
 * MP4, MOV and CR3 share one container: a `ftyp` box whose major brand says which it is.
 * Audio-only (M4A) and still-image (HEIC, AVIF) brands are refused. Undefined: not this family.
 */
function isoMediaType(head: Uint8Array): FileType | null | undefined {
  const box = ascii(head, 4, 4);
  if (box === "ftyp") {
    const major = ascii(head, 8, 4);
    if (major === "crx ") return FILE_TYPES.cr3;
    if (major === "qt  ") return FILE_TYPES.mov;
    if (MP4_BRANDS.has(major)) return FILE_TYPES.mp4;
    return null;
  }
  if (QUICKTIME_FIRST_ATOMS.has(box) && plausibleAtomSize(head)) return FILE_TYPES.mov;
  return undefined;
}

/**
 * `%PDF-` at the very start. Readers tolerate junk before it, but a file that hides its header
 * is not something a pilot's software writes.
 */
function isPdf(head: Uint8Array): boolean {
  return ascii(head, 0, 5) === "%PDF-";
}

/** An atom is at least its 8-byte header; 0 means "to the end", 1 a 64-bit size that follows. */
function plausibleAtomSize(head: Uint8Array): boolean {
  const size = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0, false);
  return size === 0 || size === 1 || size >= 8;
}
