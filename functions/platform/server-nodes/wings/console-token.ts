// The short-lived JWTs Wings checks with the node's token as HS256 secret: the one its console websocket asks for in
// its `auth` event, naming the server's UUID and the websocket permissions Kiln uses (Wings checks the signature,
// `exp`, that `iat` is after its own boot, that `websocket.connect` is granted, that `server_uuid` is the socket's
// server and that a `user_uuid` is named), and the same kind of token for Wings' signed URLs (uploads).
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
  return signNodeToken(input, { server_uuid: input.serverUuid, permissions: CONSOLE_PERMISSIONS }, CONSOLE_TOKEN_LIFETIME_SECONDS, now);
}

/**
 * Wings refuses a token without a user (it checks revocations per user and server, and treats a token it cannot check
 * as revoked). Kiln revokes access by not issuing tokens, and its tokens are short-lived, so one fixed id stands for
 * Kiln itself.
 */
export const KILN_USER_UUID = '6b696c6e-0000-4000-8000-000000000000';

/**
 * Any token Wings checks with its own secret (console sockets, signed upload and download URLs): HS256 with the node
 * token, naming Kiln as the user.
 */
export async function signNodeToken(input: ConsoleTokenInput, claims: Record<string, unknown>, lifetimeSeconds: number, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ user_uuid: KILN_USER_UUID, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(input.issuer)
    .setAudience(input.audience)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(input.nodeToken));
}
