// Where the auth forms send people back to after a failure: the form, with an error code.
import type { AccountError } from './rules.ts';

export function backToForm(page: string, error: AccountError, keep: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams({ error });
  for (const [name, value] of Object.entries(keep)) if (value) params.set(name, value);
  return `${page}?${params}`;
}
