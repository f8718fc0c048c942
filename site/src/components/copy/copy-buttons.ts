// The behaviour of CopyButton.astro: copy on click and show the confirmation for as long as the button says
// (`data-copied-for`, so this script imports nothing). Developer-only buttons are revealed by the site chrome.

async function copy(button: HTMLElement, event: Event) {
  if (!navigator.clipboard) return;
  event.preventDefault();
  const href = button.getAttribute('href');
  await navigator.clipboard.writeText(button.dataset.copyText ?? new URL(href ?? '', window.location.href).href);
  const label = button.querySelector('span');
  if (!label) return;
  const idle = button.dataset.idleLabel ?? label.textContent ?? '';
  button.dataset.idleLabel = idle;
  button.dataset.copied = '';
  label.textContent = button.dataset.copiedLabel ?? idle;
  clearTimeout(Number(button.dataset.copyTimer));
  button.dataset.copyTimer = String(setTimeout(() => {
    delete button.dataset.copied;
    label.textContent = idle;
  }, Number(button.dataset.copiedFor)));
}

export function enhanceCopyButtons(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLElement>('[data-copy-button]:not([data-copy-ready])')) {
    button.dataset.copyReady = '';
    button.addEventListener('click', (event) => void copy(button, event));
  }
}
