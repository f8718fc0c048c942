// The authorization matrix's rows for the server panel's form posts: the owner (and admins, for support) get a 303
// back to the panel, a signed-out browser goes to sign in, anyone else finds no server. Changes need SERVER_WRITE.
import type { Route } from './matrix-route.ts';
import { withInvitee, withServer, withSubuser } from './matrix-servers.ts';

const form = (fields: Record<string, string>) => () => ({ form: fields });
const row = (path: string, body: Route['body'], setup: Route['setup'] = withServer): Route => ({
  method: 'POST', path: (v) => `/_internal/servers/${v.server}/${path.replace('{member}', v.member ?? '')}`, scope: ['SERVER_WRITE'], setup, body,
  ok: 303, anonymous: 'signin', stranger: 404, staff: 'admin',
});

export const SERVER_PANEL_ROUTES: Route[] = [
  row('power', form({ action: 'stop' })),
  row('rename', form({ name: 'Renamed by the matrix' })),
  // The form is compared with the file before anything is written: reading it takes SERVER_READ too.
  { ...row('properties', form({})), scope: ['SERVER_READ', 'SERVER_WRITE'] },
  row('startup', form({ flags: '-Dmatrix=true' })),
  row('preferences', form({ ram_as_number: 'on' })),
  row('subdomain', form({ subdomain: 'matrix-world' })),
  // A loader the local node refuses: the row checks who may ask, not an install.
  row('reinstall', form({ loader: 'paper', game_version: '1.20.1', confirm: 'yes' })),
  { ...row('subusers', undefined, withInvitee), body: (v) => ({ form: { username: v.invitee!, permissions: 'console' } }) },
  row('subusers/{member}', form({ permissions: 'files' }), withSubuser),
  row('subusers/{member}/remove', form({}), withSubuser),
  row('billing/cancel', form({})),
  row('billing/resubscribe', form({})),
  row('billing/retry', form({ idempotency_key: 'matrix-retry-key' })),
];
