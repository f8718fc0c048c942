// Draws the shared toast store into the page's toast region from its server-rendered template: auto-dismiss after
// 30 s, paused while hovered or focused, "xN" for merged repeats (which restart the timer), and a copy button.
import { COPY_CONFIRMATION_MS } from '#site/lib/copy-confirmation.ts';
import { dismissToast, toastClipboardText, toasts, type Toast } from '../shared/stores/toasts.ts';
import { dismissTimer, type DismissTimer } from './dismiss-timer.ts';

interface Shown {
  item: HTMLElement;
  count: HTMLElement;
  /** The store's restart marker this item's countdown last started from. */
  timer: number;
  countdown: DismissTimer;
}

/** Fills a part of the toast, or drops it when there is nothing to show. */
function fill(item: HTMLElement, selector: string, text: string | undefined): void {
  const part = item.querySelector(selector)!;
  if (text) part.textContent = text;
  else part.remove();
}

export function mountToasts(region: HTMLElement, template: HTMLTemplateElement, copiedLabel: string): void {
  const shown = new Map<number, Shown>();

  const draw = (toast: Toast): Shown => {
    const item = (template.content.firstElementChild!.cloneNode(true) as HTMLElement);
    item.classList.add(`toast-${toast.type}`);
    item.role = toast.type === 'error' ? 'alert' : 'status';
    fill(item, 'strong', toast.title);
    fill(item, 'p', toast.text);
    fill(item, 'code', toast.errorCode);
    const copy = item.querySelector<HTMLButtonElement>('[data-copy]')!;
    const copyLabel = copy.ariaLabel ?? '';
    copy.addEventListener('click', async () => {
      await navigator.clipboard.writeText(toastClipboardText(toast));
      copy.textContent = '✓';
      copy.ariaLabel = copy.title = copiedLabel;
      window.setTimeout(() => {
        copy.textContent = '⧉';
        copy.ariaLabel = copy.title = copyLabel;
      }, COPY_CONFIRMATION_MS);
    });
    item.querySelector('[data-dismiss]')!.addEventListener('click', () => dismissToast(toast.id));
    const countdown = dismissTimer(() => dismissToast(toast.id));
    for (const event of ['mouseenter', 'focusin']) item.addEventListener(event, () => countdown.hold(true));
    for (const event of ['mouseleave', 'focusout']) item.addEventListener(event, () => countdown.hold(false));
    region.append(item);
    return { item, count: item.querySelector('.toast-count')!, timer: toast.timer, countdown };
  };

  toasts.subscribe((list) => {
    for (const [id, entry] of shown) {
      if (list.some((toast) => toast.id === id)) continue;
      entry.countdown.stop();
      entry.item.remove();
      shown.delete(id);
    }
    for (const toast of list) {
      let entry = shown.get(toast.id);
      if (!entry) shown.set(toast.id, (entry = draw(toast)));
      else if (entry.timer !== toast.timer) {
        entry.timer = toast.timer;
        entry.countdown.restart();
      }
      entry.count.hidden = toast.count < 2;
      entry.count.textContent = `x${toast.count}`;
    }
  });
}
