// Application rows as the wire shape of Modrinth's OAuth clients (id, name, icon_url, max_scopes, redirect_uris, ...).
import { iconPath, type AppWithUris } from './service.ts';

export const appJson = (app: AppWithUris, publicUrl: string) => {
  const icon = iconPath(app);
  return {
    id: app.id,
    name: app.name,
    icon_url: icon ? publicUrl + icon : null,
    max_scopes: app.maxScopes,
    redirect_uris: app.redirectUris.map((entry) => ({ id: entry.id, client_id: app.id, uri: entry.uri })),
    created_by: app.createdBy,
    created: app.created.toISOString(),
    url: app.url,
    description: app.description,
  };
};
