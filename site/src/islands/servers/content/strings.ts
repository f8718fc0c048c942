// The words the Content island receives, group by group from serverContent.json.
import type { Messages } from '#site/lib/messages.ts';

export interface ContentStrings {
  page: Messages<'serverContent.page'>;
  installed: Messages<'serverContent.installed'>;
  add: Messages<'serverContent.add'>;
  modpack: Messages<'serverContent.modpack'>;
}
