// Errors beside the field of a plain form: which field a refused post's error code is about, and the attributes that
// tie the field to its message (invalid, described by it, and focused so keyboard and screen-reader users land there).

export interface FieldAttributes {
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
  autofocus?: true;
}

/** The id of the message beside field `name` of the form whose ids start with `prefix`. */
export const fieldErrorId = (prefix: string, name: string) => `${prefix}-${name}-error`;

/**
 * The attributes of field `name` when the form's error is about `errorField`; `hint` is the id of the field's own
 * description, kept in either case.
 */
export function fieldAttributes(prefix: string, errorField: string | undefined, name: string, hint?: string): FieldAttributes {
  if (errorField !== name) return hint ? { 'aria-describedby': hint } : {};
  const error = fieldErrorId(prefix, name);
  return { 'aria-invalid': 'true', 'aria-describedby': hint ? `${error} ${hint}` : error, autofocus: true };
}

/**
 * The field an account settings section's error is about: the redirect names the section (and, where a section has
 * several forms, the form), and `fieldOf` maps the section's error codes to its fields.
 */
export function sectionFieldError(params: URLSearchParams, section: string, fieldOf: ReadonlyMap<string, string>, form?: string): { code: string; field: string } | null {
  if (params.get('section') !== section || (form !== undefined && params.get('form') !== form)) return null;
  const code = params.get('error') ?? '';
  const field = fieldOf.get(code);
  return field ? { code, field } : null;
}
