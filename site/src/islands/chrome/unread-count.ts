// The header's notifications link: it starts from the server's unread count and lowers it each time an island reads a
// notification, in its badge and in its name (the link's name templates are in the page's language), and in any other
// count on the page marked with its text template (`data-unread-text`, e.g. the dashboard's "Unread (2)").
import { NOTIFICATION_READ } from '../shared/notification-read.ts';

/** The badge's text: the count, kept to three characters. */
export const unreadBadge = (count: number): string => (count === 0 ? '' : count > 99 ? '99+' : String(count));

export function followUnreadCount(link: HTMLAnchorElement): void {
  const badge = link.querySelector<HTMLElement>('.unread-badge')!;
  const spoken = link.querySelector<HTMLElement>('.unread-name')!;
  const { label = '', one = '', other = '' } = link.dataset;
  const plural = new Intl.PluralRules(document.documentElement.lang);
  let count = Number(link.dataset.unread) || 0;
  document.addEventListener(NOTIFICATION_READ, () => {
    count = Math.max(0, count - 1);
    const name = count === 0 ? label : (plural.select(count) === 'one' ? one : other).replace('{{count}}', String(count));
    spoken.textContent = name;
    link.title = name;
    badge.textContent = unreadBadge(count);
    badge.hidden = count === 0;
    for (const shown of document.querySelectorAll<HTMLElement>('[data-unread-text]')) {
      shown.textContent = shown.dataset.unreadText!.replace('{{count}}', String(count));
    }
  });
}
