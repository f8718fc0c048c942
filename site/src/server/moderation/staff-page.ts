// The head of every staff page: visitors go to sign in, signed-in non-staff get a 404, staff get the page's account and language.
import type { AstroGlobal } from 'astro';
import { viewerIsStaff } from '#moderation';
import { signedInPage, type SignedInPage } from '../signed-in-page.ts';

export type StaffPage = { kind: 'staff'; page: SignedInPage } | { kind: 'redirect'; response: Response } | { kind: 'not-staff' };

/** Pages render `StaffNotFound` for `not-staff`; the status is set here so no page forgets it. */
export async function staffPage(astro: AstroGlobal, back?: string): Promise<StaffPage> {
  const signedIn = await signedInPage(astro, back);
  if (signedIn instanceof Response) return { kind: 'redirect', response: signedIn };
  if (!viewerIsStaff(signedIn.account.viewer)) {
    astro.response.status = 404;
    return { kind: 'not-staff' };
  }
  return { kind: 'staff', page: signedIn };
}
