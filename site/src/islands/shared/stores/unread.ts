// How many notifications the signed-in person has not read: the header shows it, and islands lower it as they read.
import { atom } from 'nanostores';

export const unreadNotifications = atom(0);

/** The header badge's text: the count, kept to three characters. */
export const unreadBadge = (count: number): string => (count === 0 ? '' : count > 99 ? '99+' : String(count));

/** One notification was read on this page. */
export const readOne = (): void => unreadNotifications.set(Math.max(0, unreadNotifications.get() - 1));
