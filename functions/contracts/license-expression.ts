// The shape of an SPDX license expression ("MIT", "MIT OR Apache-2.0", "GPL-3.0+ WITH x", "LicenseRef-…"):
// grammar only; whether each id is a known license is the server's question.
const TOKEN = /\s*(\(|\)|[A-Za-z0-9.+:-]+)/y;
const ID = /^(?:(?:DocumentRef-[A-Za-z0-9.-]+:)?LicenseRef-[A-Za-z0-9.-]+|[A-Za-z0-9.-]+\+?)$/;
const OPERATORS = ['AND', 'OR', 'WITH'];

function tokenize(text: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(text);
    if (!match) return null;
    tokens.push(match[1]!);
  }
  return tokens;
}

/** The license ids of a well-formed expression (exceptions after WITH left out), or null when it does not parse. */
export function parseLicenseExpression(text: string): string[] | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  const ids: string[] = [];
  let position = 0;
  const isId = (token: string | undefined) => token !== undefined && ID.test(token) && !OPERATORS.includes(token.toUpperCase());

  function term(): boolean {
    if (tokens![position] === '(') {
      position += 1;
      if (!expression() || tokens![position] !== ')') return false;
      position += 1;
      return true;
    }
    if (!isId(tokens![position])) return false;
    ids.push(tokens![position]!.replace(/\+$/, ''));
    position += 1;
    if (tokens![position]?.toUpperCase() === 'WITH') {
      position += 1;
      if (!isId(tokens![position])) return false;
      position += 1;
    }
    return true;
  }

  function expression(): boolean {
    if (!term()) return false;
    while (tokens![position]?.toUpperCase() === 'AND' || tokens![position]?.toUpperCase() === 'OR') {
      position += 1;
      if (!term()) return false;
    }
    return true;
  }

  return expression() && position === tokens.length ? ids : null;
}

export const isCustomLicenseId = (id: string) => /^(?:DocumentRef-[A-Za-z0-9.-]+:)?LicenseRef-[A-Za-z0-9.-]+$/.test(id);
