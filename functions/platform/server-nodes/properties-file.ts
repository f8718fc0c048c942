// Reads and edits Minecraft's `server.properties` (Java properties syntax) without disturbing what it does not change:
// comments, blank lines, unknown keys, order and line endings survive an edit; only the changed lines are rewritten.

/** One logical line of the file: `raw` is its exact text (continuation lines included, line break excluded). */
export type PropertiesLine = { kind: 'other'; raw: string } | { kind: 'property'; raw: string; key: string; value: string };

const ESCAPED: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f' };
const WHITESPACE = new Set([' ', '\t', '\f']);

/** Splits the text into logical lines: a line ending in an odd number of backslashes continues on the next one. */
function logicalLines(text: string): { lines: string[]; eol: string } {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const physical = text.split(/\r\n|\r|\n/);
  if (physical.at(-1) === '') physical.pop();
  const lines: string[] = [];
  let pending: string[] = [];
  for (const line of physical) {
    pending.push(line);
    const isComment = pending.length === 1 && /^[ \t\f]*[#!]/.test(line);
    const trailingBackslashes = /\\*$/.exec(line)![0].length;
    if (isComment || trailingBackslashes % 2 === 0) {
      lines.push(pending.join(eol));
      pending = [];
    }
  }
  if (pending.length > 0) lines.push(pending.join(eol));
  return { lines, eol };
}

/** Undoes Java's escapes; a continuation joins lines, dropping the next line's leading whitespace. */
function unescape(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = text[++index];
    if (next === undefined) break;
    if (next === '\r' || next === '\n') {
      if (next === '\r' && text[index + 1] === '\n') index++;
      while (WHITESPACE.has(text[index + 1] ?? '')) index++;
    } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 1, index + 5))) {
      out += String.fromCharCode(Number.parseInt(text.slice(index + 1, index + 5), 16));
      index += 4;
    } else {
      out += ESCAPED[next] ?? next;
    }
  }
  return out;
}

function parseLine(raw: string): PropertiesLine {
  const start = raw.search(/[^ \t\f]/);
  if (start === -1 || raw[start] === '#' || raw[start] === '!') return { kind: 'other', raw };
  let index = start;
  while (index < raw.length) {
    const char = raw[index]!;
    if (char === '\\') index += 2;
    else if (char === '=' || char === ':' || WHITESPACE.has(char) || char === '\r' || char === '\n') break;
    else index++;
  }
  const key = raw.slice(start, Math.min(index, raw.length));
  let rest = index;
  while (WHITESPACE.has(raw[rest] ?? '')) rest++;
  if (raw[rest] === '=' || raw[rest] === ':') rest++;
  while (WHITESPACE.has(raw[rest] ?? '')) rest++;
  return { kind: 'property', raw, key: unescape(key), value: unescape(raw.slice(rest)) };
}

function escape(text: string, isKey: boolean): string {
  let out = '';
  for (const [index, char] of [...text].entries()) {
    if (char === ' ') out += isKey || index === 0 ? '\\ ' : ' ';
    else if (char === '\\' || char === '=' || char === ':' || char === '#' || char === '!') out += `\\${char}`;
    else if (char === '\t') out += '\\t';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\f') out += '\\f';
    else if (char < ' ' || char > '~') {
      // Escaped as UTF-16 units, which every Minecraft version reads, whatever charset it opens the file in.
      for (let unit = 0; unit < char.length; unit++) out += `\\u${char.charCodeAt(unit).toString(16).padStart(4, '0').toUpperCase()}`;
    } else out += char;
  }
  return out;
}

/** The line Minecraft itself would write for this property. */
export const formatPropertyLine = (key: string, value: string) => `${escape(key, true)}=${escape(value, false)}`;

export function parseProperties(text: string): PropertiesLine[] {
  return logicalLines(text).lines.map(parseLine);
}

/** The file's properties in file order; a key given twice takes its last value, as Java does. */
export function readProperties(text: string): Record<string, string> {
  const record: Record<string, string> = {};
  for (const line of parseProperties(text)) if (line.kind === 'property') record[line.key] = line.value;
  return record;
}

/**
 * The file with `changes` applied: a changed key is rewritten where it stands (its repeats dropped), a new key is
 * appended, `null` removes a key; every other line is kept byte for byte.
 */
export function updateProperties(text: string, changes: Record<string, string | null>): string {
  const { lines, eol } = logicalLines(text);
  const pending = new Map(Object.entries(changes));
  const written = new Set<string>();
  const out: string[] = [];
  for (const raw of lines) {
    const line = parseLine(raw);
    if (line.kind === 'other' || !pending.has(line.key)) {
      out.push(raw);
      continue;
    }
    const value = pending.get(line.key);
    if (value === null || value === undefined || written.has(line.key)) continue;
    out.push(value === line.value ? raw : formatPropertyLine(line.key, value));
    written.add(line.key);
  }
  for (const [key, value] of pending) if (value !== null && value !== undefined && !written.has(key)) out.push(formatPropertyLine(key, value));
  return out.length === 0 ? '' : out.join(eol) + eol;
}
