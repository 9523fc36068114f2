import { createHash } from "node:crypto";
import type { Query, SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "./client";

/**
 * A statement Drizzle builds once per database handle, for queries every request runs (the
 * session lookup, the caller's profile) or that are costly to build (the job board): building
 * a select's SQL text was up to a quarter of a request's CPU time (docs/benchmarks.md). On
 * PostgreSQL a named statement is also planned once per pooled connection. A transaction
 * handle gets its own, which goes when the transaction does.
 */
export function preparedStatement<Statement>(
  build: (db: Database | Transaction) => Statement,
): (db: Database | Transaction) => Statement {
  const built = new WeakMap<Database | Transaction, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}

/**
 * A raw SQL statement whose text depends on a few choices of the request (its shape: which
 * filters are set, the sort) and whose values are placeholders. The text of each shape is
 * built once, and prepared (named on PostgreSQL) once per database handle: building a search's
 * SQL on every request was 6% of its CPU time (docs/benchmarks.md). `build` sees only the shape,
 * never the values, so a value cannot leak into a text shared by other requests; a placeholder
 * left without a value fails the query.
 */
export function statementByShape<Shape, Values extends object>(
  name: string,
  build: (shape: Shape) => SQL,
): <Row>(db: Database, shape: Shape, values: Values) => Promise<Row[]> {
  const dialect = new PgDialect();
  // Texts by shape for the process, so a name always means one text on every connection.
  const texts = new Map<string, { name: string; query: Query }>();
  const prepared = new WeakMap<Database, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();
  return async <Row>(db: Database, shape: Shape, values: Values) => {
    const key = JSON.stringify(shape);
    let text = texts.get(key);
    if (!text) {
      const hash = createHash("sha1").update(key).digest("hex").slice(0, 16);
      texts.set(key, (text = { name: `${name}_${hash}`, query: dialect.sqlToQuery(build(shape)) }));
    }
    let ofHandle = prepared.get(db);
    if (!ofHandle) prepared.set(db, (ofHandle = new Map()));
    let statement = ofHandle.get(key);
    if (!statement) {
      statement = db._.session.prepareQuery(text.query, undefined, text.name, false);
      ofHandle.set(key, statement);
    }
    // Without selected fields, both drivers answer with their raw query result.
    const result = (await statement.execute(values as Record<string, unknown>)) as { rows: Row[] };
    return result.rows;
  };
}
