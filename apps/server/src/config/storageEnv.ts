import { z } from "zod";

/** Where uploaded files live: see features/storage/. */
export type StorageSettings = { driver: "disk" } | ({ driver: "s3" } & S3Settings);

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another store than AWS: R2's account endpoint, a MinIO URL. */
  endpoint: string | undefined;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO needs it). */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Keys start with this (one bucket shared by several apps); may be empty. */
  keyPrefix: string;
}

// Empty strings count as unset, as everywhere in env.ts.
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

export const STORAGE_DRIVERS = ["disk", "s3"] as const;

export const storageEnvShape = {
  STORAGE_DRIVER: optionalText.pipe(
    z.enum(STORAGE_DRIVERS, { error: `expected ${STORAGE_DRIVERS.join(" or ")}` }).optional(),
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "expected an S3 bucket name (3-63 of a-z 0-9 . -)",
      )
      .optional(),
  ),
  S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, "expected a region such as us-east-1 (auto for Cloudflare R2)")
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: "expected an http(s):// URL" }).optional(),
  ),
  S3_FORCE_PATH_STYLE: optionalText.pipe(
    z
      .enum(["true", "false", "1", "0", "yes", "no"], { error: "expected true or false" })
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_KEY_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "expected letters, digits and / - _ . only")
      .optional(),
  ),
};

export const STORAGE_SECRET_VARIABLES = ["S3_SECRET_ACCESS_KEY"] as const;

type StorageEnv = z.infer<z.ZodObject<typeof storageEnvShape>>;

/**
 * With STORAGE_DRIVER=s3 the bucket and region are required and keys come in pairs; S3 settings
 * without STORAGE_DRIVER=s3 would quietly keep files on this machine's disk, so they are refused
 * too. Each problem names the variable to fix.
 */
export function requireCompleteStorage(e: StorageEnv, context: z.RefinementCtx) {
  const problem = (name: keyof StorageEnv, message: string) =>
    context.addIssue({ code: "custom", path: [name], message });
  if (e.STORAGE_DRIVER !== "s3") {
    const s3Set = (Object.keys(storageEnvShape) as (keyof StorageEnv)[]).find(
      (name) => name.startsWith("S3_") && e[name] !== undefined,
    );
    if (s3Set)
      problem("STORAGE_DRIVER", `set it to s3 to use ${s3Set}, or unset the S3_ variables`);
    return;
  }
  if (!e.S3_BUCKET) problem("S3_BUCKET", "required when STORAGE_DRIVER is s3");
  if (!e.S3_REGION) {
    problem(
      "S3_REGION",
      "required when STORAGE_DRIVER is s3 (auto for Cloudflare R2, us-east-1 for MinIO)",
    );
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const [missing, present] =
      e.S3_ACCESS_KEY_ID === undefined
        ? (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)
        : (["S3_SECRET_ACCESS_KEY", "S3_ACCESS_KEY_ID"] as const);
    problem(missing, `required when ${present} is set`);
  }
}

/** The settings of a validated environment (requireCompleteStorage has passed). */
export function storageSettings(e: StorageEnv): StorageSettings {
  if (e.STORAGE_DRIVER !== "s3" || !e.S3_BUCKET || !e.S3_REGION) return { driver: "disk" };
  return {
    driver: "s3",
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: ["true", "1", "yes"].includes(e.S3_FORCE_PATH_STYLE ?? "false"),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    keyPrefix: e.S3_KEY_PREFIX ?? "",
  };
}
