// Which "not found" message a path gets: projects, users, organizations and collections explain why (spec §2).
import type { TFunction } from 'i18next';
import { rich } from '../i18n/translator.ts';

export interface NotFoundCopy {
  title: string;
  subtitle?: string;
  /** The generic 404's message, "Page not found: {path}" (spec §2), shown with the status. */
  message?: string;
  listTitle?: string;
  /** Trusted HTML (the terms link opens in a new tab). */
  reasons: string[];
}

const PROJECT_PREFIXES = ['/mod/', '/datapack/', '/resourcepack/', '/plugin/', '/shader/', '/modpack/', '/project/'];

const KINDS = [
  { matches: (path: string) => PROJECT_PREFIXES.some((prefix) => path.startsWith(prefix)), title: 'projectNotFound', reasons: 'projectReasons' },
  { matches: (path: string) => path.startsWith('/user/'), title: 'userNotFound', reasons: 'userReasons' },
  { matches: (path: string) => path.startsWith('/organization/'), title: 'organizationNotFound', reasons: 'organizationReasons' },
  { matches: (path: string) => path.startsWith('/collection/'), title: 'collectionNotFound', reasons: 'collectionReasons' },
];

const termsLink = (inner: string) => `<a href="/legal/terms" target="_blank" rel="noopener">${inner}</a>`;

export function notFoundCopy(path: string, t: TFunction): NotFoundCopy {
  const kind = KINDS.find((entry) => entry.matches(path));
  if (!kind) {
    return { title: t('error.pageNotFound'), subtitle: t('error.pageNotFoundSubtitle'), message: t('error.pageNotFoundMessage', { path }), reasons: [] };
  }
  const reasons = t(`error.${kind.reasons}`, { returnObjects: true }) as string[];
  return {
    title: t(`error.${kind.title}`),
    listTitle: t('error.why'),
    reasons: reasons.map((reason) => rich(reason, { terms: termsLink })),
  };
}
