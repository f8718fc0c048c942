// The notifications module's public surface. Notifications: writing them inside the transactions that cause them, listing and reading them.
// Other modules and the site import only this file; everything else in the folder is private.
export { notify } from './notify.ts';
export { notificationOperations } from './openapi.ts';
export type { References } from './queries.ts';
export { notificationFormRoutes, notificationRoutes, notificationV3Routes } from './routes.ts';
export { notificationsOfUser, unreadNotificationCount } from './service.ts';
export { notificationV2View, parseBody } from './view.ts';
export type { NotificationV2 } from '#contracts/wire/notification.ts';
