// A version route parameter as text: Astro decodes params with decodeURI, which leaves %2B ("+") and the like encoded.
export function routeSegment(param: string | undefined): string {
  try {
    return decodeURIComponent(param ?? '');
  } catch {
    return param ?? '';
  }
}
