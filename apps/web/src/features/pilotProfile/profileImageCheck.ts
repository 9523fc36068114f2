import {
  detectFileType,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MIME_TYPES,
  profileImageRefusedMessage,
  profileImageTooLargeMessage,
} from "@skyhire/shared";

const ALLOWED: ReadonlySet<string> = new Set(PROFILE_IMAGE_MIME_TYPES);

async function firstBytes(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 64);
  // Blob.arrayBuffer is missing in a few older engines; FileReader reads the same bytes.
  if (typeof slice.arrayBuffer === "function") return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the file"));
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * Why the server would refuse this picture, told before sending it with the server's own rules
 * and words (JPEG or PNG by content, at most 10 MB); null when it looks fine.
 */
export async function profileImageRefusal(file: File): Promise<string | null> {
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return profileImageTooLargeMessage(file.name);
  try {
    const mime = detectFileType(await firstBytes(file))?.mime;
    return mime && ALLOWED.has(mime) ? null : profileImageRefusedMessage(file.name);
  } catch {
    return `"${file.name}" couldn't be read. Check that it is still on your device.`;
  }
}
