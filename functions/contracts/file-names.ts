// The name rules no file Kiln serves or a pack installs may break, whatever file system a launcher writes it to:
// one place for uploaded version files and for every segment of a .mrpack path.

/** Windows opens a device for these, with any extension and in any case (`nul.jar`, `Com1.txt`). */
const DEVICE = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/** Bidirectional controls make a name display as something it is not (a right-to-left override turns `.jar` around). */
const BIDI = '\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069';
const BIDI_CHARACTER = new RegExp(`[${BIDI}]`);
const UNPRINTABLE = new RegExp(`[\\u0000-\\u001f\\u007f${BIDI}]`, 'g');

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why one file name (or path segment) is refused, or null when it may be written. */
export function fileNameProblem(name: string): string | null {
  // Windows ignores trailing spaces before the extension: `CON .jar` is the console too.
  const stem = name.split('.')[0]!.replace(/ +$/, '');
  if (DEVICE.test(stem)) return `\`${stem}\` is a reserved device name on Windows`;
  const bidi = BIDI_CHARACTER.exec(name);
  if (bidi) return `it contains the bidirectional control character ${codePoint(bidi[0])}`;
  if (name.includes(':')) return 'it contains a colon, which names an alternate data stream on Windows';
  if (name.startsWith('~')) return 'it starts with `~`';
  return null;
}

/** A name as a message may quote it: control and bidirectional characters written as their code points. */
export const printableName = (name: string) => name.replace(UNPRINTABLE, codePoint);
