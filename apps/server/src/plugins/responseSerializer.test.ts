import { ResponseSerializationError } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z, type ZodType } from "zod";
import { jobBoardResponseSchema, pilotSearchResponseSchema } from "@skyhire/shared";
import { serializerCompiler } from "./responseSerializer";
import { checksTheSameBothWays } from "./zodDirection";

function writerFor(schema: ZodType) {
  return serializerCompiler({ schema, method: "GET", url: "/api/test", httpStatus: "200" });
}

function refusal(write: () => unknown): unknown {
  try {
    write();
  } catch (error) {
    return error;
  }
  return null;
}

const job = z.object({ id: z.uuid(), title: z.string(), budget: z.number().int().nullable() });

describe("an API answer's writer", () => {
  it("writes only the fields the schema declares", () => {
    const write = writerFor(z.object({ items: z.array(job) }));
    const answer = {
      items: [{ id: crypto.randomUUID(), title: "Roof survey", budget: 50_000, passwordHash: "x" }],
      internalNote: "not for the client",
    };
    const written = JSON.parse(write(answer));
    expect(written).toEqual({ items: [{ ...answer.items[0], passwordHash: undefined }] });
    expect(JSON.stringify(written)).not.toContain("passwordHash");
    expect(JSON.stringify(written)).not.toContain("internalNote");
  });

  it("refuses an answer that breaks its schema, naming the route", () => {
    const write = writerFor(z.object({ items: z.array(job) }));
    const error = refusal(() => write({ items: [{ id: "not-a-uuid", title: 3, budget: null }] }));
    expect(error).toBeInstanceOf(ResponseSerializationError);
    expect(error).toMatchObject({ method: "GET", url: "/api/test" });
    const issues = ((error as Error).cause as z.ZodError).issues.map((issue) =>
      issue.path.join("."),
    );
    expect(issues).toEqual(["items.0.id", "items.0.title"]);
  });

  it("writes dates as ISO strings, as JSON.stringify does", () => {
    const write = writerFor(z.object({ at: z.date() }));
    expect(write({ at: new Date("2026-12-01T09:30:00Z") })).toBe(
      '{"at":"2026-12-01T09:30:00.000Z"}',
    );
  });

  it("keeps encoding where a schema runs one way only", () => {
    // A codec encodes on the way out; a default is not filled in on the way out.
    const day = z.codec(z.iso.date(), z.date(), {
      decode: (text) => new Date(`${text}T00:00:00Z`),
      encode: (date) => date.toISOString().slice(0, 10),
    });
    expect(writerFor(z.object({ day }))({ day: new Date("2026-12-01T00:00:00Z") })).toBe(
      '{"day":"2026-12-01"}',
    );
    const withDefault = writerFor(z.object({ status: z.string().default("open") }));
    expect(refusal(() => withDefault({}))).toBeInstanceOf(ResponseSerializationError);
  });
});

describe("checksTheSameBothWays", () => {
  it("holds for the board's and the search's answers", () => {
    expect(checksTheSameBothWays(jobBoardResponseSchema)).toBe(true);
    expect(checksTheSameBothWays(pilotSearchResponseSchema)).toBe(true);
  });

  it("finds a one-way part however deep it sits", () => {
    const deep = (inner: ZodType) =>
      z.object({ items: z.array(z.object({ window: z.union([z.null(), inner]).optional() })) });
    expect(checksTheSameBothWays(deep(z.string()))).toBe(true);
    expect(checksTheSameBothWays(deep(z.string().transform((s) => s.length)))).toBe(false);
    expect(checksTheSameBothWays(deep(z.string().default("x")))).toBe(false);
    expect(checksTheSameBothWays(deep(z.string().catch("x")))).toBe(false);
    expect(checksTheSameBothWays(deep(z.preprocess((v) => v, z.string())))).toBe(false);
    expect(checksTheSameBothWays(z.record(z.string(), deep(z.number().prefault(1))))).toBe(false);
  });

  it("walks a recursive schema once", () => {
    interface Folder {
      name: string;
      children: Folder[];
    }
    const folder: z.ZodType<Folder> = z.object({
      name: z.string(),
      children: z.lazy(() => z.array(folder)),
    });
    expect(checksTheSameBothWays(folder)).toBe(true);
  });
});
