// The scanner's rules, all in one table: id, severity, what it means for a reviewer, and the matcher that finds it.
// Changing a rule here and running `npm run rescan` re-checks every published file against the new table.
import type { FindingSeverity } from '#contracts/technical-review.ts';
import type { ClassFile, MethodRef } from './class-file.ts';

/** Where in a class a rule matched; the method is null when only the constant pool names the culprit. */
export interface Hit {
  method: string | null;
  detail: string;
}

/** A pack index as the scanner reads it: only the download URLs matter to the rules. */
export interface PackIndex {
  files: { path: string; downloads: string[] }[];
}

interface RuleBase {
  id: string;
  severity: FindingSeverity;
  /** What a reviewer reads next to the finding. */
  description: string;
}

type Rule = RuleBase & (
  | { on: 'class'; match(cls: ClassFile): Hit[] }
  /** Over one archive's class names (internal form), for what only the whole shows. */
  | { on: 'archive'; match(classNames: readonly string[]): Hit[] }
  | { on: 'pack'; match(index: PackIndex, hosts: readonly string[]): Hit[] }
  /** Raised by the scanner itself when it cannot read something; listed here so every finding has one definition. */
  | { on: 'scanner' }
);

type RefTest = (ref: MethodRef) => boolean;
const method = (owner: string, ...names: string[]): RefTest => (ref) => ref.owner === owner && (names.length === 0 || names.includes(ref.name));
const any = (...tests: RefTest[]): RefTest => (ref) => tests.some((test) => test(ref));
const describe = (ref: MethodRef) => `${ref.owner.replaceAll('/', '.')}.${ref.name}`;

/** Each method calling a matching reference; a reference no method calls (reflection aside) still counts, without one. */
function callSites(cls: ClassFile, test: RefTest): Hit[] {
  const hits: Hit[] = [];
  const called = new Set<string>();
  for (const body of cls.methods) {
    for (const ref of body.calls.filter(test)) {
      called.add(describe(ref));
      hits.push({ method: `${body.name}${body.descriptor}`, detail: `calls ${describe(ref)}` });
    }
  }
  for (const ref of cls.methodRefs.filter(test)) {
    if (!called.has(describe(ref))) hits.push({ method: null, detail: `refers to ${describe(ref)}` });
  }
  return hits;
}

/** Each method loading a matching string constant, or the class when no method's code does. */
function stringSites(cls: ClassFile, test: (text: string) => string | null): Hit[] {
  const hits: Hit[] = [];
  const seen = new Set<string>();
  for (const body of cls.methods) {
    for (const text of body.strings) {
      const detail = test(text);
      if (detail === null) continue;
      seen.add(text);
      hits.push({ method: `${body.name}${body.descriptor}`, detail });
    }
  }
  for (const text of cls.strings) {
    const detail = seen.has(text) ? null : test(text);
    if (detail !== null) hits.push({ method: null, detail });
  }
  return hits;
}

const PROCESS = any(method('java/lang/Runtime', 'exec'), method('java/lang/ProcessBuilder', '<init>', 'start'));
const DEFINE_CLASS = any(
  method('java/lang/ClassLoader', 'defineClass'), method('java/security/SecureClassLoader', 'defineClass'),
  method('java/lang/invoke/MethodHandles$Lookup', 'defineClass', 'defineHiddenClass'),
  method('sun/misc/Unsafe', 'defineClass', 'defineAnonymousClass'), method('jdk/internal/misc/Unsafe', 'defineClass'),
);
const URL_LOADER = method('java/net/URLClassLoader', '<init>', 'newInstance');
const NATIVE = any(method('java/lang/System', 'load', 'loadLibrary'), method('java/lang/Runtime', 'load', 'loadLibrary'));
const REMOTE_URL = /^https?:\/\//i;

const BASE64 = /^[A-Za-z0-9+/]{20,}={0,2}$/;
const PAYLOAD_MAGICS: [string, number[]][] = [['a class file', [0xca, 0xfe, 0xba, 0xbe]], ['a zip archive', [0x50, 0x4b, 0x03, 0x04]]];

/** What a base64 string decodes to when that is a class file or an archive; only its first bytes are decoded. */
function encodedPayload(text: string): string | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  const head = Uint8Array.from(atob(text.slice(0, 8)), (char) => char.charCodeAt(0));
  const found = PAYLOAD_MAGICS.find(([, magic]) => magic.every((byte, i) => head[i] === byte));
  return found ? `a ${text.length}-character base64 string decodes to ${found[0]}` : null;
}

/** Indicators of the 2023 jar worm ("fractureiser"): its stage classes and the addresses it fetched them from. */
const WORM_PACKAGES = ['dev/neko/nekoclient', 'dev/neko/nekoinjector'];
const WORM_STRINGS = ['85.217.144.130', '107.189.3.101', 'files.skyrage.de', 'dev.neko.nekoclient', 'dev.neko.nekoinjector', 'libWebGL64.jar'];

/** A name an obfuscator chose: one or two characters, or characters no Java source would use. */
const OBFUSCATED_NAME = /^(?:[A-Za-z$_][A-Za-z0-9$_]?|.*[^A-Za-z0-9$_-].*|[Il1]{4,})$/u;
const OBFUSCATION_MIN_CLASSES = 8;
const OBFUSCATION_SHARE = 0.6;

export const RULES = [
  {
    id: 'process-execution', severity: 'high', on: 'class',
    description: 'Starts operating-system processes (Runtime.exec, ProcessBuilder). Mods have almost no reason to; malware runs downloaded programs this way.',
    match: (cls) => callSites(cls, PROCESS),
  },
  {
    id: 'remote-class-loading', severity: 'high', on: 'class',
    description: 'Loads classes from the network: a URLClassLoader or defineClass in a class that names an http(s) URL. This is how the 2023 jar worm fetched its next stage.',
    match: (cls) => {
      const urls = cls.strings.filter((text) => REMOTE_URL.test(text));
      if (urls.length === 0) return [];
      return callSites(cls, any(URL_LOADER, DEFINE_CLASS)).map((hit) => ({ ...hit, detail: `${hit.detail} beside the URL ${urls[0]}` }));
    },
  },
  {
    id: 'class-definition', severity: 'medium', on: 'class',
    description: 'Defines classes from bytes at run time (defineClass). Some libraries do this legitimately; check where the bytes come from.',
    match: (cls) => callSites(cls, DEFINE_CLASS),
  },
  {
    id: 'native-library', severity: 'medium', on: 'class',
    description: 'Loads a native library (System.load, System.loadLibrary), whose code runs outside the Java sandbox.',
    match: (cls) => callSites(cls, NATIVE),
  },
  {
    id: 'encoded-payload', severity: 'high', on: 'class',
    description: 'Carries a class file or an archive encoded as base64 text: hidden code that the visible code can decode and run.',
    match: (cls) => stringSites(cls, encodedPayload),
  },
  {
    id: 'jar-worm-signature', severity: 'high', on: 'class',
    description: 'Matches a known signature of the 2023 jar worm ("fractureiser"): its classes or the addresses it downloaded from.',
    match: (cls) => [
      ...(WORM_PACKAGES.some((prefix) => cls.name.startsWith(prefix)) ? [{ method: null, detail: `is the worm class ${cls.name.replaceAll('/', '.')}` }] : []),
      ...stringSites(cls, (text) => {
        const signature = WORM_STRINGS.find((known) => text.includes(known));
        return signature ? `names ${signature}` : null;
      }),
    ],
  },
  {
    id: 'heavy-obfuscation', severity: 'medium', on: 'archive',
    description: 'Most class names are meaningless or unprintable: the code was obfuscated, which hides what it does from review.',
    match: (classNames) => {
      const simple = classNames.map((name) => name.slice(name.lastIndexOf('/') + 1)).filter((name) => name !== 'module-info' && name !== 'package-info');
      if (simple.length < OBFUSCATION_MIN_CLASSES) return [];
      const obfuscated = simple.filter((name) => OBFUSCATED_NAME.test(name)).length;
      return obfuscated / simple.length >= OBFUSCATION_SHARE
        ? [{ method: null, detail: `${obfuscated} of ${simple.length} classes have obfuscated names` }]
        : [];
    },
  },
  {
    id: 'pack-foreign-download', severity: 'high', on: 'pack',
    description: 'The modpack tells launchers to download files from a host outside the allow-list, where anything may be served.',
    match: (index, hosts) => index.files.flatMap((file) => file.downloads.flatMap((url) => {
      let host: string;
      try {
        host = new URL(url).hostname;
      } catch {
        return [{ method: null, detail: `${file.path} downloads from an unreadable URL` }];
      }
      return hosts.includes(host) ? [] : [{ method: null, detail: `${file.path} downloads from ${host}` }];
    })),
  },
  {
    id: 'unreadable-class', severity: 'medium', on: 'scanner',
    description: 'A .class entry is not a valid class file, so the scanner could not check it.',
  },
  {
    id: 'unscannable', severity: 'high', on: 'scanner',
    description: 'Part of the file could not be read within the scanner\'s limits (too many entries, too large, nested too deep, or not a valid archive), so it was not checked.',
  },
] as const satisfies readonly Rule[];

export type RuleId = (typeof RULES)[number]['id'];

const BY_ID = new Map<string, Rule>(RULES.map((rule) => [rule.id, rule]));

export const ruleById = (id: string): Rule | undefined => BY_ID.get(id);

