// Test support for the file scanner: real class files built in memory (a constant pool, one method whose code loads the
// given strings and calls the given methods), jars around them, and base64 payloads. Nothing is downloaded.
import { strToU8, zipSync } from 'fflate';

/** A method the built code calls, as a class file's constant pool names it. */
export interface MethodRef {
  owner: string;
  name: string;
  descriptor: string;
}

export interface ClassSpec {
  /** Internal form, `com/example/Main`. */
  name: string;
  /** The method holding the code; `run` unless given. */
  method?: string;
  calls?: MethodRef[];
  strings?: string[];
  fields?: string[];
}

class Pool {
  private readonly entries: Uint8Array[] = [];
  private readonly known = new Map<string, number>();

  private add(key: string, bytes: number[] | Uint8Array): number {
    const found = this.known.get(key);
    if (found) return found;
    this.entries.push(Uint8Array.from(bytes));
    const index = this.entries.length;
    this.known.set(key, index);
    return index;
  }

  utf8(text: string): number {
    const bytes = strToU8(text);
    return this.add(`u:${text}`, [1, bytes.length >> 8, bytes.length & 0xff, ...bytes]);
  }

  classRef(name: string): number {
    const index = this.utf8(name);
    return this.add(`c:${name}`, [7, index >> 8, index & 0xff]);
  }

  string(text: string): number {
    const index = this.utf8(text);
    return this.add(`s:${text}`, [8, index >> 8, index & 0xff]);
  }

  methodRef({ owner, name, descriptor }: MethodRef): number {
    const ownerIndex = this.classRef(owner);
    const nameIndex = this.utf8(name);
    const descriptorIndex = this.utf8(descriptor);
    const nameAndType = this.add(`n:${name}:${descriptor}`, [12, nameIndex >> 8, nameIndex & 0xff, descriptorIndex >> 8, descriptorIndex & 0xff]);
    return this.add(`m:${owner}.${name}${descriptor}`, [10, ownerIndex >> 8, ownerIndex & 0xff, nameAndType >> 8, nameAndType & 0xff]);
  }

  bytes(): number[] {
    const count = this.entries.length + 1;
    return [count >> 8, count & 0xff, ...this.entries.flatMap((entry) => [...entry])];
  }
}

const u2 = (value: number) => [value >> 8, value & 0xff];
const u4 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

/** A class file the JVM's format rules accept (the code is not meant to be verified, only read). */
export function buildClass(spec: ClassSpec): Uint8Array {
  const pool = new Pool();
  const self = pool.classRef(spec.name);
  const parent = pool.classRef('java/lang/Object');
  const code: number[] = [];
  // ldc_w and pop for each string; invokestatic for each call; then return.
  for (const text of spec.strings ?? []) code.push(0x13, ...u2(pool.string(text)), 0x57);
  for (const call of spec.calls ?? []) code.push(0xb8, ...u2(pool.methodRef(call)));
  code.push(0xb1);
  const codeName = pool.utf8('Code');
  const methodName = pool.utf8(spec.method ?? 'run');
  const methodDescriptor = pool.utf8('()V');
  const fieldDescriptor = pool.utf8('I');
  const fields = (spec.fields ?? []).map((field) => [0x00, 0x02, ...u2(pool.utf8(field)), ...u2(fieldDescriptor), 0, 0]);
  const codeAttribute = [...u2(8), ...u2(4), ...u4(code.length), ...code, 0, 0, 0, 0];
  return Uint8Array.from([
    ...u4(0xcafebabe), 0, 0, 0, 52,
    ...pool.bytes(),
    0x00, 0x21, ...u2(self), ...u2(parent), 0, 0,
    ...u2(fields.length), ...fields.flat(),
    0, 1, 0x00, 0x09, ...u2(methodName), ...u2(methodDescriptor), 0, 1, ...u2(codeName), ...u4(codeAttribute.length), ...codeAttribute,
    0, 0,
  ]);
}

/** A jar: class specs become `<name>.class` entries; other entries as given. */
export function jar(classes: ClassSpec[], extra: Record<string, string | Uint8Array> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const spec of classes) entries[`${spec.name}.class`] = buildClass(spec);
  for (const [path, content] of Object.entries(extra)) entries[path] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(entries);
}

export const fabricModJson = (id = 'example') =>
  JSON.stringify({ schemaVersion: 1, id, version: '1.0.0', name: 'Example', environment: '*', depends: { minecraft: '>=1.20.1' } });

/** The code a harmless mod has: logging, collections, strings. */
export const BENIGN_CLASSES: ClassSpec[] = [
  {
    name: 'com/example/mod/ExampleMod',
    method: 'onInitialize',
    strings: ['Hello from Example Mod', 'https://example.com/wiki', 'example.properties'],
    calls: [
      { owner: 'org/slf4j/Logger', name: 'info', descriptor: '(Ljava/lang/String;)V' },
      { owner: 'java/util/HashMap', name: '<init>', descriptor: '()V' },
      { owner: 'java/lang/String', name: 'format', descriptor: '(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;' },
      { owner: 'java/util/Base64', name: 'getDecoder', descriptor: '()Ljava/util/Base64$Decoder;' },
    ],
    fields: ['LOGGER', 'config'],
  },
  { name: 'com/example/mod/config/ExampleConfig', method: 'load', strings: ['enabled', 'SGVsbG8sIHdvcmxkISBUaGlzIGlzIHBsYWluIHRleHQu'] },
  { name: 'com/example/mod/mixin/TitleScreenMixin', method: 'init' },
];

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
