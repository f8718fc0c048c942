// The Meilisearch-style filter grammar of the legacy `filters`, `version` and `new_filters` parameters:
// conditions joined by AND / OR, NOT, parentheses, quoted or bare values, IN lists, EXISTS and TO ranges.
import type { FilterNode } from '#platform/search/port.ts';
import {
  COMPARISON_OPERATORS, type ComparisonOperator, FilterSyntaxError, checkDepth, combine, comparison, exists, inCondition, negate,
} from './conditions.ts';

type Token = { kind: 'word' | 'string' | 'operator' | 'punct'; text: string };

const PUNCTUATION = '()[],';
const BARE_END = /[\s()[\],"'=!<>:]/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i]!;
    if (/\s/.test(char)) {
      i++;
    } else if (PUNCTUATION.includes(char)) {
      tokens.push({ kind: 'punct', text: char });
      i++;
    } else if (char === '"' || char === "'") {
      let text = '';
      for (i++; i < input.length && input[i] !== char; i++) text += input[i] === '\\' ? input[++i] ?? '' : input[i];
      if (i >= input.length) throw new FilterSyntaxError('unterminated quoted value');
      tokens.push({ kind: 'string', text });
      i++;
    } else {
      const operator = COMPARISON_OPERATORS.find((op) => input.startsWith(op, i));
      if (operator) {
        tokens.push({ kind: 'operator', text: operator });
        i += operator.length;
        continue;
      }
      let end = i;
      while (end < input.length && !BARE_END.test(input[end]!)) end++;
      if (end === i) throw new FilterSyntaxError(`unexpected '${char}'`);
      tokens.push({ kind: 'word', text: input.slice(i, end) });
      i = end;
    }
  }
  return tokens;
}

class Parser {
  readonly #tokens: Token[];
  #at = 0;
  #depth = 0;

  constructor(tokens: Token[]) {
    this.#tokens = tokens;
  }

  #peek(offset = 0): Token | undefined {
    return this.#tokens[this.#at + offset];
  }

  #keyword(word: string, offset = 0): boolean {
    const token = this.#peek(offset);
    return token?.kind === 'word' && token.text.toUpperCase() === word;
  }

  /** Consumes the keywords if they come next, in order. */
  #accept(...words: string[]): boolean {
    if (!words.every((word, offset) => this.#keyword(word, offset))) return false;
    this.#at += words.length;
    return true;
  }

  #acceptPunct(text: string): boolean {
    const token = this.#peek();
    if (token?.kind !== 'punct' || token.text !== text) return false;
    this.#at++;
    return true;
  }

  #expect(kind: Token['kind'], text?: string): Token {
    const token = this.#tokens[this.#at];
    if (!token || token.kind !== kind || (text !== undefined && token.text !== text)) {
      throw new FilterSyntaxError(`expected ${text ?? (kind === 'word' ? 'a key' : 'a value')} ${token ? `before '${token.text}'` : 'at the end'}`);
    }
    this.#at++;
    return token;
  }

  #value(): string {
    const token = this.#peek();
    if (token?.kind === 'word' || token?.kind === 'string') {
      this.#at++;
      return token.text;
    }
    throw new FilterSyntaxError(`expected a value ${token ? `before '${token.text}'` : 'at the end'}`);
  }

  parse(): FilterNode {
    const node = this.#or();
    const rest = this.#peek();
    if (rest) throw new FilterSyntaxError(`unexpected '${rest.text}'`);
    return node;
  }

  #or(): FilterNode {
    const nodes = [this.#and()];
    while (this.#accept('OR')) nodes.push(this.#and());
    return combine('or', nodes);
  }

  #and(): FilterNode {
    const nodes = [this.#unary()];
    while (this.#accept('AND')) nodes.push(this.#unary());
    return combine('and', nodes);
  }

  #unary(): FilterNode {
    if (this.#accept('NOT')) return negate(this.#nested(() => this.#unary()));
    if (this.#acceptPunct('(')) {
      const node = this.#nested(() => this.#or());
      this.#expect('punct', ')');
      return node;
    }
    return this.#condition();
  }

  #nested(parse: () => FilterNode): FilterNode {
    checkDepth(++this.#depth);
    const node = parse();
    this.#depth--;
    return node;
  }

  #condition(): FilterNode {
    const key = this.#expect('word').text;
    if (this.#accept('EXISTS')) return exists(key, false);
    if (this.#accept('NOT', 'EXISTS')) return exists(key, true);
    if (this.#accept('IN')) return inCondition(key, this.#list());
    if (this.#accept('NOT', 'IN')) return negate(inCondition(key, this.#list()));
    const operator = this.#peek();
    if (operator?.kind === 'operator') {
      this.#at++;
      return comparison(key, operator.text as ComparisonOperator, this.#value());
    }
    const from = this.#value();
    if (!this.#accept('TO')) throw new FilterSyntaxError(`expected an operator after '${key}'`);
    return combine('and', [comparison(key, '>=', from), comparison(key, '<=', this.#value())]);
  }

  #list(): string[] {
    this.#expect('punct', '[');
    const values: string[] = [];
    while (this.#peek() && !(this.#peek()!.kind === 'punct' && this.#peek()!.text === ']')) {
      values.push(this.#value());
      if (!this.#acceptPunct(',')) break;
    }
    this.#expect('punct', ']');
    return values;
  }
}

export function parseFilterExpression(input: string): FilterNode | null {
  const tokens = tokenize(input);
  return tokens.length === 0 ? null : new Parser(tokens).parse();
}
