// PKCE (RFC 7636) shapes, shared by the OAuth provider and the desktop app's sign-in: a verifier is 43–128 unreserved
// characters (§4.1); an S256 challenge is always 43 base64url characters (§4.2).
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
export const S256_CHALLENGE_PATTERN = /^[A-Za-z0-9\-_]{43}$/;
