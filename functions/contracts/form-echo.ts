// What a refused plain-form post hands back to its page in a short-lived cookie: the values typed (never passwords or
// codes), so the form re-renders with them. A cookie, not the query string: emails stay out of history and logs.
import { z } from 'zod';

export const FORM_ECHO_COOKIE = 'kiln_form';
/** Long enough for the redirect back to the form, short enough that an abandoned echo is gone by the next visit. */
export const FORM_ECHO_MAX_AGE_SECONDS = 60;
/** Browsers keep cookies up to about 4096 bytes with name and attributes; the value stays well under that. */
export const FORM_ECHO_MAX_LENGTH = 3000;

export type EchoValues = Record<string, string | string[]>;

export interface FormEcho {
  /** Which form of the page the values belong to, e.g. "create" or "edit:<id>". */
  form: string;
  values: EchoValues;
}

const echoSchema = z.object({
  form: z.string().max(128),
  values: z.record(z.string().max(64), z.union([z.string().max(4096), z.array(z.string().max(4096)).max(64)])),
});

const toBase64Url = (text: string) => {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (value: string) => {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
};

const sizeOf = (value: string | string[]) => (Array.isArray(value) ? value.join('').length : value.length);

/**
 * The cookie value: base64url JSON. When it would be too long the longest values are left out first, so an oversized
 * text area comes back empty while every short field is still kept.
 */
export function encodeFormEcho(echo: FormEcho): string {
  const values = { ...echo.values };
  let encoded = toBase64Url(JSON.stringify({ form: echo.form, values }));
  while (encoded.length > FORM_ECHO_MAX_LENGTH) {
    const longest = Object.keys(values).sort((a, b) => sizeOf(values[b]!) - sizeOf(values[a]!))[0];
    if (longest === undefined) return '';
    delete values[longest];
    encoded = toBase64Url(JSON.stringify({ form: echo.form, values }));
  }
  return encoded;
}

/** The echo in a cookie value, or null when it is missing, malformed or not ours. */
export function decodeFormEcho(value: string | undefined): FormEcho | null {
  if (!value || value.length > FORM_ECHO_MAX_LENGTH) return null;
  try {
    const parsed = echoSchema.safeParse(JSON.parse(fromBase64Url(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One value of an echo as text (the first of a repeated field), or undefined when it was not kept. */
export const echoedText = (values: EchoValues | undefined, name: string): string | undefined => {
  const value = values?.[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A repeated field (checkboxes) as a list, or undefined when it was not kept. */
export const echoedList = (values: EchoValues | undefined, name: string): string[] | undefined => {
  if (!values) return undefined;
  const value = values[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
