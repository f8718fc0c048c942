// The region step's live parts: each region's latency from this browser, and the stock and interval prices following
// the plan picked before the form is sent. Without JavaScript the server's rendering stands (no latency line).
import { measureLatency } from './latency.ts';

interface RegionAnswer { id: string; ping_url: string }

async function showLatencies(form: HTMLFormElement): Promise<void> {
  const response = await fetch('/v3/servers/regions', { cache: 'no-store' });
  if (!response.ok) return;
  const regions = (await response.json()) as RegionAnswer[];
  const timer = { fetch: (url: string, init: RequestInit) => fetch(url, init), now: () => performance.now() };
  for (const region of regions) {
    const line = form.querySelector<HTMLElement>(`[data-latency="${CSS.escape(region.id)}"]`);
    if (!line) continue;
    const ms = await measureLatency(region.ping_url, timer);
    if (ms === null) continue;
    line.textContent = (line.dataset.template ?? '').replace('{ms}', String(ms));
    line.hidden = false;
  }
}

function chosenRam(form: HTMLFormElement): number | null {
  const plan = form.querySelector<HTMLInputElement>('input[name="plan"]:checked');
  if (!plan) return null;
  if (plan.value === 'custom') return Number(form.querySelector<HTMLSelectElement>('select[name="custom_ram"]')?.value);
  return Number(plan.dataset.ram);
}

function followPlan(form: HTMLFormElement): void {
  const ram = chosenRam(form);
  if (ram === null) return;
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="region"]')) {
    const fits = Number(radio.dataset.freeMb) >= ram;
    radio.disabled = !fits;
    if (!fits) radio.checked = false;
    radio.closest('.option')?.classList.toggle('unavailable', !fits);
    const stock = form.querySelector<HTMLElement>(`#stock-${CSS.escape(radio.value)}`);
    if (stock) {
      stock.textContent = (fits ? stock.dataset.inStock : stock.dataset.outOfStock) ?? '';
      stock.classList.toggle('in', fits);
      stock.classList.toggle('out', !fits);
    }
  }
  const table = form.querySelector<HTMLElement>('[data-price-table]')?.dataset.priceTable;
  const prices = table ? (JSON.parse(table) as Record<string, Record<string, string>>)[String(ram)] : undefined;
  for (const price of form.querySelectorAll<HTMLElement>('[data-interval-price]')) {
    const text = prices?.[price.dataset.intervalPrice ?? ''];
    if (text) price.textContent = text;
  }
}

export function enhanceRegionStep(form: HTMLFormElement): void {
  const select = form.querySelector<HTMLSelectElement>('select[name="custom_ram"]');
  // Picking a size is picking the custom plan.
  select?.addEventListener('change', () => {
    const custom = form.querySelector<HTMLInputElement>('input[name="plan"][value="custom"]');
    if (custom) custom.checked = true;
    followPlan(form);
  });
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="plan"]')) radio.addEventListener('change', () => followPlan(form));
  void showLatencies(form).catch(() => undefined);
}
