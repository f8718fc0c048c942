// The event an island sends on the document when it has read one of the signed-in person's notifications, so the
// header's unread count follows without the two sharing any other code.
export const NOTIFICATION_READ = 'kiln:notification-read';
