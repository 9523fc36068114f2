import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The instance's Prometheus metrics. One registry per app (not prom-client's global one), so
 * several apps in one process (tests, two instances) never count into each other.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "skyhire_" });
  return {
    registry,
    httpDuration: new Histogram({
      name: "skyhire_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      // From a cached search (~1 ms) to a large upload's last chunk.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 60],
      registers: [registry],
    }),
    uploadBytes: new Counter({
      name: "skyhire_upload_bytes_total",
      help: "Bytes of files stored for good (deliverables, evidence, images, credentials)",
      registers: [registry],
    }),
    uploadedFiles: new Counter({
      name: "skyhire_uploaded_files_total",
      help: "Files stored for good",
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A gauge whose value is read when Prometheus scrapes, from the code that knows it. */
export function scrapedGauge<Label extends string>(
  metrics: Metrics,
  name: string,
  help: string,
  labelNames: readonly Label[],
  read: (gauge: Gauge<Label>) => Promise<void> | void,
): void {
  new Gauge<Label>({
    name,
    help,
    labelNames,
    registers: [metrics.registry],
    async collect() {
      this.reset();
      await read(this);
    },
  });
}
