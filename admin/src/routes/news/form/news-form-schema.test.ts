// The news form: the spec's messages, and when publicado_em is set or kept.
import { describe, expect, it } from 'vitest';
import { NEWS_FORM_DEFAULTS, newsDocFromForm, newsFormSchema, newsTabsWithErrors } from './news-form-schema';

const values = newsFormSchema.parse({
  ...NEWS_FORM_DEFAULTS,
  titulo: 'Ingressos à venda',
  slug: 'ingressos-a-venda',
  corpo: 'Corra!\n\n<img src="x" onerror="alert(1)">',
});
const NOW = new Date('2027-01-02T03:04:05Z');

describe('the news form schema (spec messages)', () => {
  it.each([
    ['titulo', 'ab', 'Título deve ter pelo menos 3 caracteres'],
    ['slug', 'ab', 'Slug deve ter pelo menos 3 caracteres'],
  ])('%s = %j → %s', (field, value, message) => {
    const result = newsFormSchema.safeParse({ ...values, [field]: value });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('newsDocFromForm and publicado_em', () => {
  it('a new item saved as draft has no publication date', () => {
    expect(newsDocFromForm(values, 'draft', null, NOW).publicadoEm).toBeNull();
  });
  it('Publicar sets publicado and now', () => {
    const result = newsDocFromForm(values, 'publish', null, NOW);
    expect(result.fields.status).toBe('publicado');
    expect(result.publicadoEm).toEqual(NOW);
  });
  it('an existing date is kept, even back to draft', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    expect(newsDocFromForm(values, 'publish', first, NOW).publicadoEm).toEqual(first);
    expect(newsDocFromForm({ ...values, status: 'rascunho' }, 'draft', first, NOW).publicadoEm).toEqual(
      first,
    );
  });
  it('sanitises the body', () => {
    expect(newsDocFromForm(values, 'draft', null, NOW).fields.corpo).toBe(
      '<p>Corra!</p>\n<p><img src="x" alt="" loading="lazy" decoding="async" /></p>',
    );
  });
  it('empty SEO fields are stored as null', () => {
    expect(newsDocFromForm(values, 'draft', null, NOW).fields.seo_titulo).toBeNull();
  });
});

describe('newsTabsWithErrors', () => {
  it('maps fields to tabs', () => expect(newsTabsWithErrors(['corpo', 'titulo'])).toEqual([0, 1]));
});
