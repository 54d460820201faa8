// The job alert mails in a reader's language: the digest's count is a plural of the language, and
// a value set as markup inside a translated sentence (the alert's name in bold, the unsubscribe
// link) lands where the translation puts it, escaped.
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator.ts';
import { alertConfirmMail, alertDigestMail } from './job-alert.ts';
import type { Brand } from './templates.ts';

const brandIn = async (locale: 'en' | 'es'): Promise<Brand> => ({
  name: 'Acme Careers',
  color: '#1c7ed6',
  origin: 'https://acme.test',
  tr: await translatorFor(locale),
  boardLocale: 'en' as const,
});

const job = {
  title: 'Rust Engineer',
  company: 'Northwind',
  place: 'Pune, India',
  url: 'https://acme.test/job-detail/x',
};
const digest = (jobs: number, more: number) => ({
  alertName: 'Rust <jobs>',
  jobs: Array.from({ length: jobs }, () => job),
  more,
  browseUrl: 'https://acme.test/jobs',
  unsubscribeUrl: 'https://acme.test/unsubscribe?t=1',
});

describe('the job alert mails', () => {
  it('count the new jobs in the reader’s language', async () => {
    expect(alertDigestMail(await brandIn('en'), digest(1, 0)).subject).toBe('1 new job for Rust <jobs>');
    expect(alertDigestMail(await brandIn('en'), digest(2, 3)).subject).toBe('5 new jobs for Rust <jobs>');
    const es = alertDigestMail(await brandIn('es'), digest(1, 0));
    expect(es.subject).toBe('1 empleo nuevo para Rust <jobs>');
    expect(alertDigestMail(await brandIn('es'), digest(2, 3)).text).toContain('Ver 3 más: https://acme.test/jobs');
    expect(es.html).toContain(
      'Recibes este correo por una alerta de empleo en este sitio. <a href="https://acme.test/unsubscribe?t=1" style="color:#7b8794">Cancela la suscripción o cambia la frecuencia</a>.',
    );
  });

  it('put the alert’s name in bold where the translation says it, escaped', async () => {
    const links = {
      alertName: 'Rust <jobs>',
      confirmUrl: 'https://acme.test/c',
      unsubscribeUrl: 'https://acme.test/u',
    };
    const en = alertConfirmMail(await brandIn('en'), links);
    expect(en.subject).toBe('Confirm your job alert: Rust <jobs>');
    expect(en.html).toContain(
      'Someone, hopefully you, asked for e-mails of new jobs on Acme Careers: <strong>Rust &lt;jobs&gt;</strong>.',
    );
    const es = alertConfirmMail(await brandIn('es'), links);
    expect(es.subject).toBe('Confirma tu alerta de empleo: Rust <jobs>');
    expect(es.html).toContain('<strong>Rust &lt;jobs&gt;</strong>.');
    expect(es.html).toContain('<html lang="es">');
  });
});
