// Appending to threads, as the moderation module's features and the file scanner call it. A project's thread belongs to
// its project, so the writer itself lives with the projects in the catalog (which also records status changes with it).
export { appendProjectThreadMessage, appendThreadMessage, ensureProjectThread } from '#catalog';
