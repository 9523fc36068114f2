import { ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";

/** LIKE's wildcards typed by a person are meant literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A person's "first last" name or email contains the text, ignoring case. */
export function nameOrEmailContains(
  person: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn },
  text: string,
): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    ilike(person.email, pattern),
    sql`(${person.firstName} || ' ' || ${person.lastName}) ilike ${pattern}`,
  );
}
