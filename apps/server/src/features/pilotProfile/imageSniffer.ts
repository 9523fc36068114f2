import { Transform, type TransformCallback } from "node:stream";
import {
  detectFileType,
  PROFILE_IMAGE_MIME_TYPES,
  profileImageRefusedMessage,
} from "@skyhire/shared";
import { HttpError } from "../../plugins/errors";

/** JPEG and PNG tell themselves in their first 8 bytes; a few more cost nothing. */
const SNIFF_BYTES = 64;
const ALLOWED: ReadonlySet<string> = new Set(PROFILE_IMAGE_MIME_TYPES);

/**
 * A pass-through that holds back the first bytes of an upload, tells its type with the shared
 * magic-byte rules (fileTypes.ts), and lets bytes through only for a JPEG or PNG: anything
 * else (a renamed program, a PDF, a video) fails with a 400 before a byte reaches storage.
 */
export class ProfileImageSniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private detectedMime: string | null = null;

  constructor(private readonly fileName: string) {
    super();
  }

  /** The Content-Type the image is served with, once the stream has finished. */
  get contentType(): string {
    if (!this.detectedMime) throw new Error("image type read before the stream finished");
    return this.detectedMime;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.detectedMime) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    done(this.headLength < SNIFF_BYTES ? null : this.decide());
  }

  override _flush(done: TransformCallback): void {
    done(this.detectedMime ? null : this.decide());
  }

  private decide(): Error | null {
    const head = Buffer.concat(this.head);
    this.head = [];
    const mime = detectFileType(head)?.mime;
    if (!mime || !ALLOWED.has(mime)) {
      return new HttpError(400, profileImageRefusedMessage(this.fileName));
    }
    this.detectedMime = mime;
    this.push(head);
    return null;
  }
}
