import type { JobFileDto } from "@skyhire/shared";
import {
  FileArchiveIcon,
  FileIcon,
  FileImageIcon,
  FileTextIcon,
  FileVideoIcon,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<JobFileDto["kind"], LucideIcon> = {
  image: FileImageIcon,
  raw: FileImageIcon,
  video: FileVideoIcon,
  document: FileTextIcon,
  archive: FileArchiveIcon,
};

export function FileKindIcon({ kind, className }: { kind: string; className?: string }) {
  const Icon = ICONS[kind as JobFileDto["kind"]] ?? FileIcon;
  return <Icon className={className} aria-hidden />;
}
