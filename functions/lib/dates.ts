// Wire formats for dates: RFC 3339 UTC with Z for models, with +00:00 for search hits (api-compat §dates).
export const isoDate = (date: Date): string => date.toISOString();
export const isoDateOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
export const offsetDate = (date: Date): string => date.toISOString().replace('Z', '+00:00');
