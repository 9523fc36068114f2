import { ORIGINAL_FILE_NAME_MAX } from "@skyhire/shared";

// Control characters, and the bidirectional overrides that make "gpj.exe" read as "exe.jpg".
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name an uploaded file is shown and downloaded with: the last path segment only (old
 * browsers send C:\Users\...\photo.jpg), without control or direction-override characters,
 * trimmed to ORIGINAL_FILE_NAME_MAX characters keeping its extension. Never used on disk.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[/\\]/).pop() ?? "";
  const clean = base.normalize("NFC").replace(UNSAFE_CHARACTERS, "").trim();
  if (clean === "" || clean === "." || clean === "..") return "file";
  const characters = [...clean];
  if (characters.length <= ORIGINAL_FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 ? [...clean.slice(dot)] : [];
  if (extension.length > 16) return characters.slice(0, ORIGINAL_FILE_NAME_MAX).join("");
  return (
    characters.slice(0, ORIGINAL_FILE_NAME_MAX - extension.length).join("") + extension.join("")
  );
}
