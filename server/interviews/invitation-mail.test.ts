// The invitation leaves as calendar clients expect it: a mail whose outbox row carries
// meta.calendar is delivered over SMTP (a local smtp-server relay) with a text/calendar part whose
// method matches the invitation's (nodemailer's icalEvent), which ical.js reads back.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { createDelivery } from '../mail/delivery.ts';
import { readInvitation } from './ics-reader.ts';

let server: TestServer;
let smtp: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await server?.close();
});

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Job board//Interviews//EN',
  'METHOD:CANCEL',
  'BEGIN:VEVENT',
  'UID:0b6c3c1e-0000-4000-8000-000000000001@interviews.jobboard',
  'SEQUENCE:3',
  'DTSTAMP:20261203T110000Z',
  'DTSTART:20270115T140000Z',
  'DTEND:20270115T144500Z',
  'STATUS:CANCELLED',
  'SUMMARY:Interview: Platform Engineer',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

it('sends meta.calendar as a text/calendar part with its method', async () => {
  const meta = { calendar: { method: 'CANCEL', content: ICS } };
  const { rows } = await sql<{ id: string }>`
    insert into outbox (client_id, to_address, subject, html, text, kind, meta, status, from_name, from_address)
    values (${server.tenantA}, 'candidate@example.com', 'Interview cancelled', '<p>Cancelled</p>', 'Cancelled',
      'interview_cancelled', ${JSON.stringify(meta)}::jsonb, 'queued', 'Acme', 'no-reply@example.com')
    returning id`.execute(server.database.db);
  const id = rows[0]?.id ?? '';
  const delivery = createDelivery(server.database.db, {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    keepBodies: true,
    fromAddress: 'no-reply@example.com',
  });
  try {
    await delivery.task.handle(
      { outboxId: id },
      { signal: new AbortController().signal, retryCount: 0, retryLimit: 1 },
    );
  } finally {
    delivery.close();
  }
  expect(received).toHaveLength(1);
  const raw = received[0] ?? '';
  expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
  const part = /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(raw.replace(/=\r?\n/g, ''))?.[0] ?? '';
  const inv = readInvitation(part);
  expect(inv).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 3 });
  expect(inv.start.toISOString()).toBe('2027-01-15T14:00:00.000Z');
  const row = await server.database.db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirst();
  expect(row?.status).toBe('sent');
});
