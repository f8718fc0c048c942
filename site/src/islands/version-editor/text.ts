// Filling the editor's message templates ({{name}} placeholders, as i18next writes them) and formatting file sizes.
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export function formatBytes(bytes: number, locale: string): string {
  const power = Math.min(UNITS.length - 1, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024)));
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[power], unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / 1024 ** power);
}
