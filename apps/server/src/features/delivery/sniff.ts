import { Transform, type TransformCallback } from "node:stream";
import {
  detectFileType,
  FILE_TYPE_SNIFF_BYTES,
  fileTypeRefusedMessage,
  type FileType,
} from "@skyhire/shared";
import { HttpError } from "../../plugins/errors";

/**
 * A pass-through that holds back the first FILE_TYPE_SNIFF_BYTES of a file, tells its type from
 * them, and only then lets bytes through. A file of a refused type fails with a 400 naming it
 * before a single byte reaches storage. At most one sniff window per upload is in memory.
 */
export class FileTypeSniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private detected: FileType | null = null;

  /**
   * `only` narrows the types taken to a few (a credential takes PDF, JPEG and PNG), with the
   * message a refused file gets; by default every type of FILE_TYPES is taken.
   */
  constructor(
    private readonly fileName: string,
    private readonly only?: {
      mimes: ReadonlySet<string>;
      refusedMessage: (name: string) => string;
    },
  ) {
    super();
  }

  /** The type, once the stream has finished. */
  get fileType(): FileType {
    if (!this.detected) throw new Error("file type read before the stream finished");
    return this.detected;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.detected) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < FILE_TYPE_SNIFF_BYTES) {
      done();
      return;
    }
    done(this.decide());
  }

  override _flush(done: TransformCallback): void {
    done(this.detected ? null : this.decide());
  }

  private decide(): Error | null {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.detected = detectFileType(head);
    if (this.only && (!this.detected || !this.only.mimes.has(this.detected.mime))) {
      return new HttpError(400, this.only.refusedMessage(this.fileName));
    }
    if (!this.detected) return new HttpError(400, fileTypeRefusedMessage(this.fileName));
    this.push(head);
    return null;
  }
}
