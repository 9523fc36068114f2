/** What a zip entry's name is made of. */
export interface ZipEntrySource {
  originalName: string;
  deliveryRound: number;
}

/**
 * The names files get inside a delivery's zip: the name the pilot uploaded, made safe for every
 * unzip program (no folders of its own, no `..`, nothing blank), unique within its folder
 * ("IMG_0001 (2).jpg" for the second of that name, since cameras reuse names across cards),
 * and in a "Round N" folder when the zip holds more than one round.
 */
export function zipEntryNames(files: ZipEntrySource[]): string[] {
  const severalRounds = new Set(files.map((file) => file.deliveryRound)).size > 1;
  const taken = new Set<string>();
  return files.map((file) => {
    const folder = severalRounds ? `Round ${file.deliveryRound}/` : "";
    const name = uniqueName(folder, safeName(file.originalName), taken);
    taken.add(name.toLowerCase());
    return name;
  });
}

function safeName(name: string): string {
  // Separators and control characters would make folders or break extraction; dots alone, "..".
  const cleaned = name
    .replace(/[/\\:]/g, "_")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return /^\.*$/.test(cleaned) ? "file" : cleaned;
}

/** Case-insensitive, as on the Windows and macOS disks the zip is unpacked to. */
function uniqueName(folder: string, name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  let candidate = `${folder}${name}`;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    candidate = `${folder}${stem} (${n})${extension}`;
  }
  return candidate;
}
