// Notices the visitor leaving for another page of this site, by a followed link or a submitted form, so the loading
// bar can run while the next document loads. Clicks and submits that a script handled (default prevented) stay here.

/** True when going to `url` in `target` replaces this page with another document of the same site. */
export function leavesPage(url: URL, here: URL, target: string): boolean {
  return (!target || target === '_self') && url.origin === here.origin
    // A jump within the page (only the hash differs) loads nothing.
    && !(url.hash && url.pathname === here.pathname && url.search === here.search);
}

export function onPageLeave(leave: () => void): void {
  const check = (href: string, target: string) => {
    if (leavesPage(new URL(href), new URL(location.href), target)) leave();
  };
  // Bubbling listeners on the document run after the page's own handlers, so defaultPrevented is final here.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a[href]');
    const plain = !event.button && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (link instanceof HTMLAnchorElement && plain && !event.defaultPrevented && !link.hasAttribute('download')) check(link.href, link.target);
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    // A form loads a document even when its address differs from this one only by the hash.
    if (!event.defaultPrevented && form.method !== 'dialog') check(form.action.split('#')[0]!, form.target);
  });
}
