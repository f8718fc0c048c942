// Which "not found" message a path gets: projects, users, organizations and collections explain why (spec §2).
const TERMS = '<a href="/legal/terms" target="_blank" rel="noopener">terms of use</a>';

export interface NotFoundCopy {
  title: string;
  subtitle?: string;
  listTitle?: string;
  reasons: string[];
}

const PROJECT_PREFIXES = ['/mod/', '/datapack/', '/resourcepack/', '/plugin/', '/shader/', '/modpack/', '/project/'];

export function notFoundCopy(path: string): NotFoundCopy {
  if (PROJECT_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return {
      title: 'Project not found',
      listTitle: 'Why?',
      reasons: [
        'You may have mistyped the project’s URL.',
        'The project’s owner may have changed the URL, made the project private, or deleted the project.',
        `The project may have been taken down by Kiln’s moderation team for violating our ${TERMS}.`,
      ],
    };
  }
  if (path.startsWith('/user/')) {
    return {
      title: 'User not found',
      listTitle: 'Why?',
      reasons: [
        'You may have mistyped the user’s username.',
        'The user may have changed their username or deleted their account.',
        `The user’s account may have been terminated for violating Kiln’s ${TERMS}.`,
      ],
    };
  }
  if (path.startsWith('/organization/')) {
    return {
      title: 'Organization not found',
      listTitle: 'Why?',
      reasons: [
        'You may have mistyped the organization’s URL.',
        'The organization’s owner may have changed the URL or deleted the organization.',
        `The organization may have been removed by Kiln’s moderation team for violating our ${TERMS}.`,
      ],
    };
  }
  if (path.startsWith('/collection/')) {
    return {
      title: 'Collection not found',
      listTitle: 'Why?',
      reasons: [
        'You may have mistyped the collection’s URL.',
        'The collection may be private.',
        `The collection may have been taken down by Kiln’s moderation team for violating our ${TERMS}.`,
      ],
    };
  }
  return { title: 'Page not found', subtitle: 'The page you were looking for doesn’t seem to exist.', reasons: [] };
}
