// JSON for an answer keyed by many records (a bulk hash look-up answers up to a thousand versions): each record object
// is serialised once and reused while it lives — kept version records are shared, frozen objects — so most of a
// large answer is concatenation rather than serialisation.

const serialised = new WeakMap<object, string>();

function recordJson(value: object): string {
  let json = serialised.get(value);
  if (json === undefined) serialised.set(value, (json = JSON.stringify(value)));
  return json;
}

const valueJson = (value: object | readonly object[]): string =>
  Array.isArray(value) ? `[${value.map(recordJson).join(',')}]` : recordJson(value);

/**
 * The same text as `JSON.stringify(entries)` for an object whose values are records or lists of records. Records must
 * not change once serialised (the cache freezes its own).
 */
export function keyedJson(entries: Readonly<Record<string, object | readonly object[]>>): string {
  const parts: string[] = [];
  for (const key of Object.keys(entries)) parts.push(`${JSON.stringify(key)}:${valueJson(entries[key]!)}`);
  return `{${parts.join(',')}}`;
}
