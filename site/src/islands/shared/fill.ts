// "{{name}}" placeholders in the templates the server-side translator hands to islands, filled in the browser.
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
