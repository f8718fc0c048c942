// The header's notifications link: it starts from the server's unread count and follows the count islands lower, in
// its badge and in its name (the link's templates are in the page's language).
import { unreadBadge, unreadNotifications } from '../shared/stores/unread.ts';

export function followUnreadCount(link: HTMLAnchorElement): void {
  const badge = link.querySelector<HTMLElement>('.unread-badge')!;
  const spoken = link.querySelector<HTMLElement>('.unread-name')!;
  const { label = '', one = '', other = '' } = link.dataset;
  const plural = new Intl.PluralRules(document.documentElement.lang);
  unreadNotifications.set(Number(link.dataset.unread) || 0);
  unreadNotifications.listen((count) => {
    const name = count === 0 ? label : (plural.select(count) === 'one' ? one : other).replace('{{count}}', String(count));
    spoken.textContent = name;
    link.title = name;
    badge.textContent = unreadBadge(count);
    badge.hidden = count === 0;
  });
}
