import {
  DEFAULT_UPLOAD_MAX_FILE_BYTES,
  detectFileType,
  FILE_TYPE_SNIFF_BYTES,
  fileTooLargeMessage,
  fileTypeRefusedMessage,
} from "@skyhire/shared";

async function head(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, FILE_TYPE_SNIFF_BYTES);
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
 * Says why a file would be refused before it is sent, with the server's own rules (the same
 * content sniffing, the same messages), so nobody waits for a 2 GB upload to learn it was a
 * renamed .exe. The server checks again; null means it looks fine.
 */
export async function fileRefusal(
  file: File,
  maxBytes = DEFAULT_UPLOAD_MAX_FILE_BYTES,
): Promise<string | null> {
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (file.size > maxBytes) return fileTooLargeMessage(file.name, maxBytes);
  try {
    return detectFileType(await head(file)) ? null : fileTypeRefusedMessage(file.name);
  } catch {
    return `"${file.name}" couldn't be read. Check that it is still on your device.`;
  }
}
