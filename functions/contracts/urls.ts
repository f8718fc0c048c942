// Site paths that both the API's form routes and the pages build: one definition each.

/** The sign-in page, returning to `redirect` (a same-site path) afterwards. */
export const signInPath = (redirect?: string) => (redirect ? `/auth/sign-in?${new URLSearchParams({ redirect })}` : '/auth/sign-in');
