import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A push the local push service received. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 for tests, standing in for the browser vendors' (FCM, Mozilla,
 * Apple). It records every request and answers each endpoint path with the statuses queued for
 * it (then 201, as real services do).
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly answers = new Map<
    string,
    { status: number; headers?: Record<string, string> }[]
  >();
  private readonly waiters: { count: number; resolve: () => void }[] = [];
  private held: Promise<void> | null = null;

  private readonly server: Server;
  /** http://127.0.0.1:<port>, once started. */
  origin = "";

  private constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = request.url ?? "/";
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        this.wake();
        const answer = this.answers.get(path)?.shift() ?? { status: 201 };
        void (this.held ?? Promise.resolve()).then(() => {
          response.writeHead(answer.status, answer.headers).end();
        });
      });
    });
  }

  static async start(): Promise<TestPushService> {
    const service = new TestPushService();
    await new Promise<void>((resolve) => service.server.listen(0, "127.0.0.1", resolve));
    const { port } = service.server.address() as AddressInfo;
    service.origin = `http://127.0.0.1:${port}`;
    return service;
  }

  /** Answers the next pushes to `path` with these statuses, in order. */
  answer(
    path: string,
    ...answers: (number | { status: number; headers: Record<string, string> })[]
  ) {
    const queue = this.answers.get(path) ?? [];
    queue.push(...answers.map((a) => (typeof a === "number" ? { status: a } : a)));
    this.answers.set(path, queue);
  }

  /** Keeps every answer back until the returned function is called (requests still arrive). */
  hold(): () => void {
    let release!: () => void;
    this.held = new Promise((resolve) => (release = resolve));
    return () => {
      this.held = null;
      release();
    };
  }

  to(path: string): ReceivedPush[] {
    return this.received.filter((push) => push.path === path);
  }

  /** Resolves once `count` pushes in all have arrived. */
  waitFor(count: number): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  private wake() {
    for (const waiter of [...this.waiters]) {
      if (this.received.length < waiter.count) continue;
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A browser's side of a subscription: its key pair and auth secret, made as a browser does. */
export class TestSubscriber {
  private readonly ecdh: ECDH;
  readonly auth: Buffer;
  readonly endpoint: string;

  constructor(
    service: TestPushService,
    readonly path = `/push/${randomBytes(8).toString("hex")}`,
  ) {
    this.ecdh = createECDH("prime256v1");
    this.ecdh.generateKeys();
    this.auth = randomBytes(16);
    this.endpoint = `${service.origin}${path}`;
  }

  /** What `pushSubscription.toJSON()` gives in a browser. */
  get json() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: {
        p256dh: this.ecdh.getPublicKey().toString("base64url"),
        auth: this.auth.toString("base64url"),
      },
    };
  }

  /**
   * Decrypts an aes128gcm push message (RFC 8188 framing, RFC 8291 keys) with this browser's
   * private key, independently of web-push's code.
   */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([
      Buffer.from("WebPush: info\0"),
      this.ecdh.getPublicKey(),
      senderKey,
    ]);
    const ikm = Buffer.from(hkdfSync("sha256", shared, this.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
    const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
    // The last record ends with the delimiter 0x02, then optional zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error("push record has no last-record delimiter");
    return padded.subarray(0, end).toString("utf8");
  }
}

/** The claims of a VAPID Authorization header whose ES256 signature checks out with `publicKey`. */
export function verifyVapid(
  authorization: string | undefined,
  publicKey: string,
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error("the header names another public key");
  const [header, claims, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  const jwk = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: jwk, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("VAPID signature does not verify");
  const parsedHeader = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string };
  if (parsedHeader.alg !== "ES256") throw new Error(`unexpected alg ${parsedHeader.alg}`);
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
}
