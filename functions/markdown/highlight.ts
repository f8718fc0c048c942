// Server-side syntax highlighting for the languages the spec lists, with their aliases.
import hljs from 'highlight.js/lib/core';
import gradle from 'highlight.js/lib/languages/gradle';
import groovy from 'highlight.js/lib/languages/groovy';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import lua from 'highlight.js/lib/languages/lua';
import properties from 'highlight.js/lib/languages/properties';
import python from 'highlight.js/lib/languages/python';
import scala from 'highlight.js/lib/languages/scala';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

const LANGUAGES = { javascript, python, lua, java, kotlin, scala, groovy, gradle, json, ini, yaml, xml, properties };
const ALIASES: Record<string, string[]> = {
  javascript: ['js'], python: ['py'], kotlin: ['kt'], json: ['json5'], ini: ['toml'], yaml: ['yml'],
  xml: ['html', 'htm', 'xhtml', 'mcui', 'fxml'],
};

for (const [name, language] of Object.entries(LANGUAGES)) {
  hljs.registerLanguage(name, language);
  if (ALIASES[name]) hljs.registerAliases(ALIASES[name], { languageName: name });
}

/** Highlighted HTML for a known language, or null to leave the code as plain escaped text. */
export function highlight(code: string, language: string): string | null {
  const lang = language.toLowerCase();
  return hljs.getLanguage(lang) ? hljs.highlight(code, { language: lang, ignoreIllegals: true }).value : null;
}
