// Reading a JVM class file for the scanner: its names, its constant pool's strings and the methods each method calls.
// Every read is bounds-checked: the bytes come from uploads, and a malformed class must fail cleanly, never hang.

/** A method another class's code refers to, as the constant pool names it (`java/lang/Runtime`, `exec`). */
export interface MethodRef {
  owner: string;
  name: string;
  descriptor: string;
}

/** What one of the class's own methods does: the methods it calls and the string constants it loads. */
export interface MethodBody {
  name: string;
  descriptor: string;
  calls: MethodRef[];
  strings: string[];
}

export interface ClassFile {
  /** Internal form: `com/example/Mod`. */
  name: string;
  superName: string | null;
  /** Every class the constant pool names. */
  classes: string[];
  /** Every method reference in the constant pool, called or not. */
  methodRefs: MethodRef[];
  /** Every string constant (`ldc "…"`). */
  strings: string[];
  fields: string[];
  methods: MethodBody[];
}

export class ClassFormatError extends Error {}

const MAGIC = 0xcafebabe;
const TAG = {
  utf8: 1, integer: 3, float: 4, long: 5, double: 6, class: 7, string: 8, fieldRef: 9, methodRef: 10, interfaceMethodRef: 11,
  nameAndType: 12, methodHandle: 15, methodType: 16, dynamic: 17, invokeDynamic: 18, module: 19, package: 20,
} as const;
/** Operand bytes of each fixed-length opcode; -1 marks the variable-length and unknown ones. */
const OPERANDS = new Int8Array(256).fill(-1);
for (let op = 0x00; op <= 0xc9; op++) OPERANDS[op] = 0;
for (const op of [0x10, 0x12, 0x15, 0x16, 0x17, 0x18, 0x19, 0x36, 0x37, 0x38, 0x39, 0x3a, 0xa9, 0xbc]) OPERANDS[op] = 1;
for (const op of [0x11, 0x13, 0x14, 0x84, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xbb, 0xbd, 0xc0, 0xc1, 0xc6, 0xc7]) OPERANDS[op] = 2;
for (let op = 0x99; op <= 0xa8; op++) OPERANDS[op] = 2;
for (const op of [0xb9, 0xba, 0xc8, 0xc9]) OPERANDS[op] = 4;
OPERANDS[0xc5] = 3;
OPERANDS[0xaa] = -1;
OPERANDS[0xab] = -1;
OPERANDS[0xc4] = -1;
const INVOKES = new Set([0xb6, 0xb7, 0xb8, 0xb9]);
const LDC = 0x12;
const LDC_W = 0x13;

type Entry =
  | { tag: typeof TAG.utf8; text: string }
  | { tag: typeof TAG.class | typeof TAG.string; index: number }
  | { tag: typeof TAG.methodRef | typeof TAG.interfaceMethodRef | typeof TAG.fieldRef; owner: number; nameAndType: number }
  | { tag: typeof TAG.nameAndType; name: number; descriptor: number }
  | { tag: 0 };

function cursor(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const need = (count: number) => {
    if (count < 0 || at + count > bytes.length) throw new ClassFormatError('truncated class file');
  };
  return {
    get at() { return at; },
    u1: () => (need(1), view.getUint8(at++)),
    u2: () => (need(2), (at += 2), view.getUint16(at - 2)),
    u4: () => (need(4), (at += 4), view.getUint32(at - 4)),
    bytes: (count: number) => (need(count), (at += count), bytes.subarray(at - count, at)),
    skip: (count: number) => (need(count), (at += count)),
  };
}

/** Modified UTF-8 (JVMS §4.4.7): the class file's own string encoding; close enough to UTF-8 for matching names. */
const decoder = new TextDecoder('utf-8', { fatal: false });

function readPool(read: ReturnType<typeof cursor>): Entry[] {
  const count = read.u2();
  const pool: Entry[] = [{ tag: 0 }];
  for (let i = 1; i < count; i++) {
    const tag = read.u1();
    switch (tag) {
      case TAG.utf8: pool.push({ tag, text: decoder.decode(read.bytes(read.u2())) }); break;
      case TAG.class: case TAG.string: pool.push({ tag, index: read.u2() }); break;
      case TAG.fieldRef: case TAG.methodRef: case TAG.interfaceMethodRef: pool.push({ tag, owner: read.u2(), nameAndType: read.u2() }); break;
      case TAG.nameAndType: pool.push({ tag, name: read.u2(), descriptor: read.u2() }); break;
      case TAG.integer: case TAG.float: read.skip(4); pool.push({ tag: 0 }); break;
      // Eight-byte constants take two slots (JVMS §4.4.5).
      case TAG.long: case TAG.double: read.skip(8); pool.push({ tag: 0 }, { tag: 0 }); i++; break;
      case TAG.methodHandle: read.skip(3); pool.push({ tag: 0 }); break;
      case TAG.methodType: case TAG.module: case TAG.package: read.skip(2); pool.push({ tag: 0 }); break;
      case TAG.dynamic: case TAG.invokeDynamic: read.skip(4); pool.push({ tag: 0 }); break;
      default: throw new ClassFormatError(`unknown constant pool tag ${tag}`);
    }
  }
  return pool;
}

function resolver(pool: Entry[]) {
  const entry = (index: number) => {
    const found = pool[index];
    if (!found) throw new ClassFormatError(`constant pool index ${index} out of range`);
    return found;
  };
  const utf8 = (index: number) => {
    const found = entry(index);
    if (found.tag !== TAG.utf8) throw new ClassFormatError(`constant ${index} is not a string`);
    return found.text;
  };
  const className = (index: number) => {
    const found = entry(index);
    if (found.tag !== TAG.class) throw new ClassFormatError(`constant ${index} is not a class`);
    return utf8(found.index);
  };
  const methodRef = (index: number): MethodRef | null => {
    const found = entry(index);
    if (found.tag !== TAG.methodRef && found.tag !== TAG.interfaceMethodRef) return null;
    const nameAndType = entry(found.nameAndType);
    if (nameAndType.tag !== TAG.nameAndType) throw new ClassFormatError(`constant ${found.nameAndType} is not a name and type`);
    return { owner: className(found.owner), name: utf8(nameAndType.name), descriptor: utf8(nameAndType.descriptor) };
  };
  const string = (index: number) => {
    const found = entry(index);
    return found.tag === TAG.string ? utf8(found.index) : null;
  };
  return { utf8, className, methodRef, string };
}

/** The calls and string loads of one method's bytecode. */
function readCode(code: Uint8Array, resolve: ReturnType<typeof resolver>): Pick<MethodBody, 'calls' | 'strings'> {
  const calls: MethodRef[] = [];
  const strings: string[] = [];
  const u4 = (at: number) => {
    if (at + 4 > code.length) throw new ClassFormatError('truncated switch');
    return new DataView(code.buffer, code.byteOffset + at, 4).getInt32(0);
  };
  let pc = 0;
  while (pc < code.length) {
    const op = code[pc]!;
    const operands = OPERANDS[op]!;
    if (INVOKES.has(op) || op === LDC_W) {
      if (pc + 2 >= code.length) throw new ClassFormatError('truncated instruction');
      const index = (code[pc + 1]! << 8) | code[pc + 2]!;
      if (op === LDC_W) {
        const text = resolve.string(index);
        if (text !== null) strings.push(text);
      } else {
        const ref = resolve.methodRef(index);
        if (ref) calls.push(ref);
      }
    } else if (op === LDC) {
      if (pc + 1 >= code.length) throw new ClassFormatError('truncated instruction');
      const text = resolve.string(code[pc + 1]!);
      if (text !== null) strings.push(text);
    }
    if (operands >= 0) {
      pc += 1 + operands;
    } else if (op === 0xaa || op === 0xab) {
      // tableswitch and lookupswitch pad to a four-byte boundary, then carry their jump tables.
      const base = (pc + 4) & ~3;
      const count = op === 0xaa ? u4(base + 8) - u4(base + 4) + 1 : u4(base + 4);
      if (count < 0 || count > code.length) throw new ClassFormatError('malformed switch');
      pc = base + (op === 0xaa ? 12 + count * 4 : 8 + count * 8);
    } else if (op === 0xc4) {
      pc += code[pc + 1] === 0x84 ? 6 : 4;
    } else {
      throw new ClassFormatError(`unknown opcode ${op}`);
    }
  }
  return { calls, strings };
}

/** Parses a class file; throws ClassFormatError for anything that is not one. */
export function readClassFile(bytes: Uint8Array): ClassFile {
  const read = cursor(bytes);
  if (read.u4() !== MAGIC) throw new ClassFormatError('not a class file');
  read.skip(4);
  const pool = readPool(read);
  const resolve = resolver(pool);
  read.skip(2);
  const name = resolve.className(read.u2());
  const superIndex = read.u2();
  const superName = superIndex === 0 ? null : resolve.className(superIndex);
  read.skip(read.u2() * 2);
  const members = (withCode: boolean) => {
    const found: MethodBody[] = [];
    const count = read.u2();
    for (let i = 0; i < count; i++) {
      read.skip(2);
      const member: MethodBody = { name: resolve.utf8(read.u2()), descriptor: resolve.utf8(read.u2()), calls: [], strings: [] };
      const attributes = read.u2();
      for (let j = 0; j < attributes; j++) {
        const attribute = resolve.utf8(read.u2());
        const body = read.bytes(read.u4());
        if (withCode && attribute === 'Code') {
          if (body.length < 8) throw new ClassFormatError('truncated Code attribute');
          const length = new DataView(body.buffer, body.byteOffset + 4, 4).getUint32(0);
          if (8 + length > body.length) throw new ClassFormatError('truncated Code attribute');
          Object.assign(member, readCode(body.subarray(8, 8 + length), resolve));
        }
      }
      found.push(member);
    }
    return found;
  };
  const fields = members(false).map((field) => field.name);
  const methods = members(true);
  const classes: string[] = [];
  const methodRefs: MethodRef[] = [];
  const strings: string[] = [];
  pool.forEach((entry, index) => {
    if (entry.tag === TAG.class) classes.push(resolve.utf8(entry.index));
    else if (entry.tag === TAG.string) strings.push(resolve.utf8(entry.index));
    else if (entry.tag === TAG.methodRef || entry.tag === TAG.interfaceMethodRef) methodRefs.push(resolve.methodRef(index)!);
  });
  return { name, superName, classes, methodRefs, strings, fields, methods };
}
