import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { createHttpMailer } from './http.ts';
import { createMailer, listOutbox } from './index.ts';
import { createOutboxMailer } from './outbox.ts';
import { MailError } from './port.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(() => database.dispose());

const message = { to: 'steve@example.test', subject: 'Hello', text: 'Plain body', html: '<p>HTML body</p>' };

/** A stand-in for a transactional-mail API: records what it receives and answers with the status it is given. */
async function fakeMailApi(status: number) {
  const received: { headers: IncomingHttpHeaders; body: unknown; method?: string; url?: string }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => { raw += chunk; });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw), method: req.method, url: req.url });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('outbox mailer', () => {
  it('stores each message with its time, newest first in the listing', async () => {
    const mailer = createOutboxMailer(database.db, () => new Date('2026-05-01T10:00:00Z'));
    await mailer.send(message);
    await createOutboxMailer(database.db, () => new Date('2026-05-01T11:00:00Z')).send({ ...message, subject: 'Later' });
    const rows = await listOutbox(database.db);
    expect(rows.map((row) => row.subject)).toEqual(['Later', 'Hello']);
    expect(rows[1]).toMatchObject({ ...message, created: new Date('2026-05-01T10:00:00Z') });
  });

  it('is the default transport', async () => {
    const mailer = createMailer(loadConfig({}), database.db);
    await mailer.send({ ...message, subject: 'Default' });
    expect((await listOutbox(database.db)).some((row) => row.subject === 'Default')).toBe(true);
  });
});

describe('http mailer', () => {
  it('POSTs {from, to, subject, text, html} as JSON with the bearer key', async () => {
    const api = await fakeMailApi(202);
    try {
      const config = loadConfig({ MAIL_TRANSPORT: 'http', MAIL_API_URL: api.url, MAIL_API_KEY: 'secret-key', MAIL_FROM: 'Kiln <mail@kiln.test>' });
      await createMailer(config, database.db).send(message);
      expect(api.received).toHaveLength(1);
      expect(api.received[0]!).toMatchObject({ method: 'POST', url: '/send', body: { from: 'Kiln <mail@kiln.test>', ...message } });
      expect(api.received[0]!.headers.authorization).toBe('Bearer secret-key');
      expect(api.received[0]!.headers['content-type']).toContain('application/json');
    } finally {
      await api.close();
    }
  });

  it('fails loudly when the API refuses the message', async () => {
    const api = await fakeMailApi(500);
    try {
      await expect(createHttpMailer({ url: api.url, apiKey: 'k', from: 'f@kiln.test' }).send(message)).rejects.toBeInstanceOf(MailError);
    } finally {
      await api.close();
    }
  });

  it('needs the URL and key', () => {
    expect(() => createMailer(loadConfig({ MAIL_TRANSPORT: 'http' }), database.db)).toThrow(/MAIL_API_URL/);
  });
});
