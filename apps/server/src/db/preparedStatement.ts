import { createHash } from "node:crypto";
import type { Query, SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "./client";
import { withCompiledRows } from "./compiledRows";

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
    if (!statement) built.set(db, (statement = withCompiledRows(build(db))));
    return statement;
  };
}

/**
 * A statement whose text depends on a few choices of the request (its shape), built and
 * prepared once per database handle and shape, and named after the shape: a name always means
 * one text on every connection. The shapes must be bounded (the filters a form offers, by its
 * sorts): each one stays prepared for the life of the handle.
 */
export function preparedByShape<Shape, Statement>(
  name: string,
  build: (db: Database | Transaction, shape: Shape, statementName: string) => Statement,
): (db: Database | Transaction, shape: Shape) => Statement {
  const statementsOf = preparedStatement(() => new Map<string, Statement>());
  return (db, shape) => {
    const key = JSON.stringify(shape);
    const statements = statementsOf(db);
    let statement = statements.get(key);
    if (!statement) {
      const hash = createHash("sha1").update(key).digest("hex").slice(0, 16);
      statements.set(key, (statement = withCompiledRows(build(db, shape, `${name}_${hash}`))));
    }
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
  // Texts by shape for the process: built once, whichever handle asks first.
  const texts = new Map<string, Query>();
  const textOf = (shape: Shape) => {
    const key = JSON.stringify(shape);
    let text = texts.get(key);
    if (!text) texts.set(key, (text = dialect.sqlToQuery(build(shape))));
    return text;
  };
  const statementOf = preparedByShape<Shape, PgPreparedQuery<PreparedQueryConfig>>(
    name,
    (db, shape, statementName) =>
      db._.session.prepareQuery(textOf(shape), undefined, statementName, false),
  );
  return async <Row>(db: Database, shape: Shape, values: Values) => {
    const statement = statementOf(db, shape);
    // Without selected fields, both drivers answer with their raw query result.
    const result = (await statement.execute(values as Record<string, unknown>)) as { rows: Row[] };
    return result.rows;
  };
}
