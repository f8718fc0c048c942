// The short-lived token Wings' console websocket asks for in its `auth` event: a JWT signed (HS256) with the node's
// token, naming the server's UUID and the websocket permissions Kiln uses. Wings checks the signature, `exp`, that
// `iat` is after its own boot, that `websocket.connect` is granted and that `server_uuid` is the socket's server.
import { SignJWT } from 'jose';

export const CONSOLE_TOKEN_LIFETIME_SECONDS = 10 * 60;
/** Reading output needs only `websocket.connect`; `control.console` lets the same socket send commands. */
export const CONSOLE_PERMISSIONS = ['websocket.connect', 'control.console'];

export interface ConsoleTokenInput {
  nodeToken: string;
  serverUuid: string;
  /** Kiln's public URL (the issuer) and the node's URL (the audience), as a Pterodactyl panel sets them. */
  issuer: string;
  audience: string;
}

export async function signConsoleToken(input: ConsoleTokenInput, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ server_uuid: input.serverUuid, permissions: CONSOLE_PERMISSIONS })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(input.issuer)
    .setAudience(input.audience)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + CONSOLE_TOKEN_LIFETIME_SECONDS)
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(input.nodeToken));
}
