import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";

/**
 * Drizzle turns each row of a select (an array of column values) into the selected shape with
 * `mapResultRow`, which works out every column's decoder, its place in the shape and whether a
 * left-joined table came back empty again for every row: on the job board, 20 rows of 36
 * fields, that was the largest part of the server's CPU time besides the socket
 * (docs/benchmarks.md, "rows mapped by a plan made once"). A prepared statement's selection
 * never changes, so the plan is made once here, when the statement is prepared, and each row
 * only follows it. The result is the same object `mapResultRow` gives (compiledRows.test.ts
 * compares the two on the same data, and fails if a Drizzle upgrade drops the result mapper).
 */

/** A selected field as Drizzle orders a prepared select's (its `fields`). */
interface OrderedField {
  path: string[];
  field: unknown;
}

/** The parts of a Drizzle prepared query (node-postgres or PGlite) this file reads and sets. */
interface PreparedWithFields {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface Leaf {
  key: string;
  index: number;
  decoder: Decoder;
}

interface Branch {
  key: string;
  children: Part[];
  /** The column whose null means "the left-joined table had no row": the object is null. */
  nullWhenNullAt: number | undefined;
}

type Part = Leaf | Branch;

/** An SQL expression's decoder (its `mapWith`), which Drizzle's types keep internal. */
const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

/** The decoder Drizzle's mapResultRow picks for a field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql((field as { sql: SQL }).sql);
}

/** The shape's tree: objects in the order their first field was selected, as Drizzle builds them. */
function planOf(fields: OrderedField[]): Part[] {
  const root: Branch = { key: "", children: [], nullWhenNullAt: undefined };
  fields.forEach(({ path, field }, index) => {
    let branch = root;
    for (const key of path.slice(0, -1)) {
      let next = branch.children.find(
        (part): part is Branch => part.key === key && "children" in part,
      );
      if (!next) branch.children.push((next = { key, children: [], nullWhenNullAt: undefined }));
      branch = next;
    }
    branch.children.push({
      key: path[path.length - 1] as string,
      index,
      decoder: decoderOf(field),
    });
  });
  return root.children;
}

/**
 * Which top-level objects Drizzle nulls: an object of columns of one table that the query
 * left-joins (not in `joinsNotNullableMap` as not nullable) is null when its first column is.
 * Mirrors mapResultRow: only columns directly under the object count, and a column of another
 * table in the same object means it is never nulled.
 */
function markNullableObjects(
  plan: Part[],
  fields: OrderedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
) {
  if (!joinsNotNullableMap) return;
  const firstColumn = new Map<string, { table: string | false; index: number }>();
  fields.forEach(({ path, field }, index) => {
    if (!is(field, Column) || path.length !== 2) return;
    const objectName = path[0] as string;
    const table = getTableName(field.table);
    const seen = firstColumn.get(objectName);
    if (!seen) firstColumn.set(objectName, { table, index });
    else if (seen.table !== table) seen.table = false;
  });
  for (const part of plan) {
    const first = firstColumn.get(part.key);
    if ("children" in part && first && first.table !== false && !joinsNotNullableMap[first.table]) {
      part.nullWhenNullAt = first.index;
    }
  }
}

function mapRow(parts: Part[], row: unknown[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const part of parts) {
    if ("children" in part) {
      result[part.key] =
        part.nullWhenNullAt !== undefined && row[part.nullWhenNullAt] === null
          ? null
          : mapRow(part.children, row);
    } else {
      const raw = row[part.index];
      result[part.key] = raw === null ? null : part.decoder.mapFromDriverValue(raw);
    }
  }
  return result;
}

/** The rows of a selection mapped as Drizzle's mapResultRow maps them, by a plan made once. */
export function compileRowMapper(
  fields: OrderedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const plan = planOf(fields);
  markNullableObjects(plan, fields, joinsNotNullableMap);
  return (rows) => rows.map((row) => mapRow(plan, row));
}

/**
 * A prepared statement that maps its rows by a compiled plan (any Drizzle prepared query with
 * selected fields; one without, or with its own mapper, is left as it is).
 */
export function withCompiledRows<Statement>(statement: Statement): Statement {
  const prepared = statement as PreparedWithFields;
  if (prepared.fields && !prepared.customResultMapper) {
    prepared.customResultMapper = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  }
  return statement;
}
