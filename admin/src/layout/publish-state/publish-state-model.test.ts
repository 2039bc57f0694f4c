import { describe, expect, it } from 'vitest';
import { BUILD_SILENT_AFTER_MS, publishView, type PublishState } from './publish-state-model';

// 14:32 in São Paulo (UTC-3).
const now = new Date('2027-03-05T17:32:00Z');
const idle: PublishState = {
  pending: false,
  estado: null,
  startedAt: null,
  publishedAt: null,
  finishedAt: null,
  error: null,
};

describe('publishView', () => {
  it('says nothing before the first publish', () => {
    expect(publishView(null, now)).toBeNull();
    expect(publishView(idle, now)).toBeNull();
  });

  it('is busy while a change waits for its build and while the build runs', () => {
    const published = { ...idle, estado: 'publicado' as const, publishedAt: now };
    expect(publishView({ ...published, pending: true }, now)).toEqual({ tone: 'busy', text: 'Publicando…' });
    expect(publishView({ ...idle, estado: 'publicando', startedAt: now }, now)?.text).toBe('Publicando…');
  });

  it('tells the time of the last publish in São Paulo, with the date when not today', () => {
    const at = new Date('2027-03-05T13:05:00Z');
    expect(publishView({ ...idle, estado: 'publicado', publishedAt: at }, now)).toEqual({
      tone: 'ok',
      text: 'Site atualizado às 10:05',
    });
    const yesterday = new Date('2027-03-04T13:05:00Z');
    expect(publishView({ ...idle, estado: 'publicado', publishedAt: yesterday }, now)?.text).toBe(
      'Site atualizado em 04/03/2027 às 10:05',
    );
  });

  it('shows a failed build with its error', () => {
    expect(publishView({ ...idle, estado: 'falhou', finishedAt: now, error: 'astro: erro' }, now)).toEqual({
      tone: 'error',
      text: 'Falha ao publicar o site às 14:32',
      detail: 'astro: erro',
    });
  });

  it('stops saying "Publicando…" when a build never reports', () => {
    const startedAt = new Date(now.getTime() - BUILD_SILENT_AFTER_MS - 1000);
    expect(publishView({ ...idle, estado: 'publicando', startedAt }, now)).toMatchObject({
      tone: 'error',
      text: 'A publicação iniciada às 14:16 não respondeu',
    });
  });
});
