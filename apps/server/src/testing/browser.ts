import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { sessionCookieName } from "../features/auth/sessionCookie";
import { sameOriginHeaders, type TestApp } from "./testApp";

let ipCounter = 0;

/** A distinct client address (TEST-NET-2) so rate limits of one test do not touch another. */
export function nextTestIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/**
 * One browser: sends the app's Origin, keeps the session cookie the server sets (and drops it
 * when the server clears it), and comes from its own IP address.
 */
export class TestBrowser {
  /** The session token currently held, if any. */
  token: string | undefined;

  constructor(
    private readonly t: TestApp,
    readonly ip: string = nextTestIp(),
  ) {}

  get cookieName(): string {
    return sessionCookieName(this.t.config);
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await this.t.app.inject({
      remoteAddress: this.ip,
      ...options,
      headers: { ...sameOriginHeaders(this.t.config), ...options.headers },
      cookies: this.token ? { [this.cookieName]: this.token, ...options.cookies } : options.cookies,
    });
    const set = res.cookies.find((c) => c.name === this.cookieName);
    if (set) {
      const cleared =
        set.value === "" || set.maxAge === 0 || (set.expires && set.expires < new Date());
      this.token = cleared ? undefined : set.value;
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: "GET", url });
  }

  post(url: string, payload?: object) {
    return this.request({ method: "POST", url, ...(payload ? { payload } : {}) });
  }

  put(url: string, payload: object) {
    return this.request({ method: "PUT", url, payload });
  }
}
