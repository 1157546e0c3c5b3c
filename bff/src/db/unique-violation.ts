/**
 * Whether an insert or update failed on a unique constraint (this one, when a
 * name is given). Reads the SQLSTATE fields that both pg and PGlite errors
 * carry, so callers can turn a duplicate into a value instead of a crash.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const fields = error as { code?: unknown; constraint?: unknown };
  if (fields.code !== '23505') return false;
  return constraint === undefined || fields.constraint === constraint;
}
