// The gallery lightbox is a :target overlay that works without JavaScript; this adds what a dialog owes keyboard users:
// Escape closes it, and focus goes back to the thumbnail that opened it.
export function closeLightboxOnEscape(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = document.querySelector<HTMLElement>('.lightbox:target');
    if (!open) return;
    location.hash = 'gallery-top';
    document.querySelector<HTMLElement>(`a.thumb[href="#${open.id}"]`)?.focus();
  });
}
