// The v2 Version view's one rule in code: the JSON itself (api-compat §version-v2) is assembled in SQL by queries.ts.
import type { VersionV2 } from '#contracts/wire/version.ts';

/** include_changelog=false removes the key entirely (api-compat §version-v2). */
export function withoutChangelog(view: VersionV2): VersionV2 {
  const { changelog: _dropped, ...rest } = view;
  return rest;
}
