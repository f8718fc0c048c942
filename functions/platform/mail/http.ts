// Mailer adapter for transactional-mail HTTP APIs: one JSON POST per message with a bearer key.
import { MailError, type Mailer } from './port.ts';

export interface HttpMailerOptions {
  url: string;
  apiKey: string;
  from: string;
  fetch?: typeof fetch;
}

export function createHttpMailer(options: HttpMailerOptions): Mailer {
  const send = options.fetch ?? fetch;
  return {
    async send(message) {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html }),
      });
      if (!response.ok) throw new MailError(`Mail API answered ${response.status}`);
    },
  };
}
