// The slug a new project's name suggests: lowercase letters, digits and dashes, within the slug length limit.
import { SLUG_MAX } from '#contracts/limits.ts';

export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
