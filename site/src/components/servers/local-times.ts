// The staff server pages in the browser's own time zone. The server renders times in UTC and says so; this script
// shows them in local time, fills date-time inputs with the local wall-clock time of their instant, and names the zone
// in the form's hidden `time_zone` field, which the notice form's times are then read in. Without it all stays UTC.
import { MOMENT } from './moment.ts';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const locale = document.documentElement.lang || undefined;
const shown = new Intl.DateTimeFormat(locale, MOMENT);

const pad = (value: number) => String(value).padStart(2, '0');
/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input holds it. */
const wallClock = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

for (const input of document.querySelectorAll<HTMLInputElement>('input[name="time_zone"]')) input.value = zone;
for (const label of document.querySelectorAll<HTMLElement>('[data-time-zone]')) label.textContent = zone;
for (const input of document.querySelectorAll<HTMLInputElement>('input[type="datetime-local"][data-instant]')) {
  const instant = new Date(input.dataset.instant ?? '');
  if (!Number.isNaN(instant.getTime())) input.value = wallClock(instant);
}
for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-local]')) {
  const instant = new Date(time.dateTime);
  if (!Number.isNaN(instant.getTime())) time.textContent = shown.format(instant);
}
