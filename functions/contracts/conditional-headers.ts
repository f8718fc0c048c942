// The request headers that ask for less than a whole, fresh answer: a 304 for a copy the client holds, or a part.

/** A request carrying any of these is answered for what the client already has, so it is that client's alone. */
export const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since', 'range'] as const;
