// The subdomain field's live answer: a moment after typing stops, asks whether the name is free for this server and
// says so beside the field (the form still works, and is checked again, without it).
import { SUBDOMAIN_PATTERN } from '#contracts/servers.ts';

const WAIT_MS = 350;

export function checkSubdomains(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[name="subdomain"]')!;
  const answer = form.querySelector<HTMLElement>('[data-subdomain-answer]')!;
  const base = `/_internal/v3/servers/${encodeURIComponent(form.dataset.server ?? '')}/subdomain/`;
  const words = JSON.parse(form.dataset.words ?? '{}') as Record<'checking' | 'available' | 'taken' | 'invalid', string>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  const say = (text: string, verdict: string) => {
    answer.textContent = text;
    answer.dataset.verdict = verdict;
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    const name = input.value.trim().toLowerCase();
    if (!name || name === input.defaultValue) return say('', '');
    if (!SUBDOMAIN_PATTERN.test(name)) return say(words.invalid, 'invalid');
    say(words.checking, 'checking');
    const mine = ++asked;
    timer = setTimeout(() => {
      void fetch(base + encodeURIComponent(name), { headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ available: boolean }>) : null))
        .then((body) => {
          if (mine !== asked || !body) return;
          say(body.available ? words.available : words.taken, body.available ? 'available' : 'taken');
        })
        .catch(() => say('', ''));
    }, WAIT_MS);
  });
}
