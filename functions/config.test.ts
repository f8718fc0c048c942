// The modes and what production insists on, TRUST_PROXY's forms, and the reasons the start log gives.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, modeReason, productionProblems } from './config.ts';

const READY = { SECRET_KEY: 'k'.repeat(32), MAIL_TRANSPORT: 'http', MAIL_API_URL: 'https://mail.example/send', MAIL_API_KEY: 'key' };

describe('mode', () => {
  it('is development on a local PUBLIC_URL (the default), production elsewhere or when KILN_MODE says so', () => {
    expect(modeReason(loadConfig({}))).toBe('PUBLIC_URL http://localhost:4321 is local');
    expect(loadConfig({}).mode).toBe('development');
    const exposed = loadConfig({ HOST: '0.0.0.0' });
    expect([exposed.mode, modeReason(exposed)]).toEqual(['production', 'PUBLIC_URL http://0.0.0.0:4321 is not local']);
    const forced = loadConfig({ KILN_MODE: 'production' });
    expect([forced.mode, modeReason(forced)]).toEqual(['production', 'KILN_MODE=production']);
  });
});

describe('productionProblems', () => {
  it('asks nothing of development', () => {
    expect(productionProblems(loadConfig({}))).toEqual([]);
  });

  it('names every variable a public site is missing', () => {
    const problems = productionProblems(loadConfig({ KILN_MODE: 'production' }));
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(['PUBLIC_URL', 'SECRET_KEY', 'MAIL_TRANSPORT']);
    expect(productionProblems(loadConfig({ PUBLIC_URL: 'https://kiln.example', SECRET_KEY: READY.SECRET_KEY, MAIL_TRANSPORT: 'http' })))
      .toEqual(['MAIL_TRANSPORT=http needs MAIL_API_URL and MAIL_API_KEY.']);
    expect(productionProblems(loadConfig({ PUBLIC_URL: 'https://kiln.example', ...READY }))).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('reads false, true (one proxy), a number of proxies, or cloudflare', () => {
    const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
    expect([trust(), trust('false'), trust('true'), trust('2'), trust('Cloudflare')]).toEqual([false, false, 1, 2, 'cloudflare']);
    expect(() => trust('0')).toThrow(ConfigError);
    expect(() => trust('x-forwarded-for')).toThrow(/TRUST_PROXY must be false, true, a number of proxies/);
  });
});
