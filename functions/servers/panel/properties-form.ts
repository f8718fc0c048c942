// The properties editor's form post: its text fields read back into typed values, and only what differs from the
// file sent on, so a field the editor shows as unknown is never overwritten by a form that left it alone.
import { z } from 'zod';
import { propertiesBody, serverProperties, type ServerProperties } from '#contracts/servers.ts';
import type { Viewer } from '#access';
import { parseWith } from '#lib/validation.ts';
import type { Runtime } from '../runtime.ts';
import { readServerProperties, updateServerProperties } from '../options/properties.ts';

type Key = keyof ServerProperties;
const KEYS = Object.keys(serverProperties.shape) as Key[];

const last = (value: string | string[] | undefined) => (Array.isArray(value) ? value.at(-1) : value);

/** A field's text as the type its schema wants: flags are "true"/"false", numbers are digits, the rest is text. */
function typedValue(key: Key, text: string): unknown {
  const schema = serverProperties.shape[key];
  if (schema instanceof z.ZodBoolean) return text === 'true';
  if (schema instanceof z.ZodNumber) return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text;
  return text;
}

/** The changes a submitted form makes to the file as it is now; a malformed value is the sender's error. */
export function formChanges(form: Record<string, string | string[]>, current: { values: Partial<ServerProperties>; unknown: string[] }): Partial<ServerProperties> {
  const changes: Record<string, unknown> = {};
  for (const key of KEYS) {
    const text = last(form[key]);
    if (text === undefined) continue;
    // Empty means "leave it" for a value shown as unknown, and for any field that is not text (a number or a choice).
    if (text === '' && (current.unknown.includes(key) || !(serverProperties.shape[key] instanceof z.ZodString))) continue;
    const value = typedValue(key, text);
    if (value !== current.values[key]) changes[key] = value;
  }
  return parseWith(propertiesBody, changes, 'properties');
}

export async function savePropertiesForm(runtime: Runtime, viewer: Viewer, serverId: string, form: Record<string, string | string[]>): Promise<void> {
  const current = await readServerProperties(runtime, viewer, serverId);
  const changes = formChanges(form, current);
  if (Object.keys(changes).length === 0) return;
  await updateServerProperties(runtime, viewer, serverId, changes);
}
