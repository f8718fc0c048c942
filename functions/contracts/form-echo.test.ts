// The form echo cookie value: what goes in comes back, it always fits in a cookie, and anything else reads as nothing.
import { describe, expect, it } from 'vitest';
import { decodeFormEcho, echoedList, echoedText, encodeFormEcho, FORM_ECHO_MAX_LENGTH } from './form-echo.ts';

describe('form echo', () => {
  it('round-trips text, repeated fields and any script, using only cookie-safe characters', () => {
    const echo = { form: 'edit:AbCd1234', values: { name: 'Läuncher „Ω“ 起動', redirect_uris: 'https://a.example/cb\nhttp://localhost:1/cb', scope: ['USER_READ', 'PROJECT_READ'] } };
    const value = encodeFormEcho(echo);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeFormEcho(value)).toEqual(echo);
  });

  it('leaves out the longest values first when the whole would not fit in a cookie', () => {
    const value = encodeFormEcho({ form: 'create', values: { name: 'Kept', description: 'x'.repeat(5000), url: 'https://kept.example' } });
    expect(value.length).toBeLessThanOrEqual(FORM_ECHO_MAX_LENGTH);
    expect(decodeFormEcho(value)).toEqual({ form: 'create', values: { name: 'Kept', url: 'https://kept.example' } });
  });

  it.each([undefined, '', 'not base64 at all!', encodeURIComponent('{"form":1}'), 'x'.repeat(FORM_ECHO_MAX_LENGTH + 1)])('reads %j as no echo', (value) => {
    expect(decodeFormEcho(value)).toBeNull();
  });

  it('reads one value as text and a repeated field as a list, an unticked one as none', () => {
    const values = { name: 'Tool', scope: 'USER_READ' };
    expect(echoedText(values, 'name')).toBe('Tool');
    expect(echoedText(undefined, 'name')).toBeUndefined();
    expect(echoedList(values, 'scope')).toEqual(['USER_READ']);
    expect(echoedList({ name: 'Tool' }, 'scope')).toEqual([]);
    expect(echoedList(undefined, 'scope')).toBeUndefined();
  });
});
