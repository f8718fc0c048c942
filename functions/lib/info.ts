// The API's self-description answered at GET / for JSON clients (api-compat §base-url-and-root).
export const API_VERSION = '0.1.0';

export function apiInfo() {
  return {
    name: 'kiln',
    version: API_VERSION,
    documentation: '/openapi.json',
    about: 'Welcome traveler!',
    build_info: { comp_date: '2026-11-22', git_hash: 'unknown', profile: 'release' },
  };
}
