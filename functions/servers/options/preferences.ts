// A server's panel preferences as stored (JSON), read with the defaults for anything missing or unreadable.
import { DEFAULT_PREFERENCES, serverPreferences, type ServerPreferences } from '#contracts/servers.ts';

export function preferencesOf(stored: string): ServerPreferences {
  try {
    const parsed = serverPreferences.partial().safeParse(JSON.parse(stored));
    return { ...DEFAULT_PREFERENCES, ...(parsed.success ? parsed.data : {}) };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}
