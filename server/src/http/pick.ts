// A presenter's whitelist of fields copied as they are: each named once, none added by accident.

/** The named fields of `from`, and only those. */
export function pick<T extends object, const K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = from[key];
  return picked;
}
