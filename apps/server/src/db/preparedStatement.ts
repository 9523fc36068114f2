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
