import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { compile, safeEncode, type ZodType } from "zod";
import { checksTheSameBothWays } from "./zodDirection";

/**
 * Every answer goes through its route's response schema before JSON.stringify, which drops the
 * fields the schema does not declare and refuses (500) an answer that breaks it.
 *
 * fastify-type-provider-zod does that with `z.encode`, zod's backward direction, which walks the
 * answer twice (once without the checks, then with them) and which zod's compiler (z.compile:
 * the schema turned into straight-line code once) does not serve: 75 µs for the job board's 20
 * jobs against 8 µs compiled (docs/benchmarks.md). Where both directions give the same result,
 * a schema with no transform, codec, default or catch (zodDirection.ts), the compiled forward
 * parse checks the answer; any other schema keeps `z.encode`. A compiled parse hands whatever
 * it rejects, and any schema it cannot model, to zod's runtime parser: the same answer, and the
 * same issues in the error.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema, method, url }) => {
  const forward = checksTheSameBothWays(schema) ? (compile(schema) as ZodType) : null;
  const check = forward
    ? (data: unknown) => forward.safeParse(data)
    : (data: unknown) => safeEncode(schema, data);
  return (data) => {
    const result = check(data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
