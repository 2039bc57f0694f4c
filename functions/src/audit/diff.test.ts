import { describe, expect, it } from 'vitest';
import { MAX_STRING, actionOf, diffDocuments, truncateValue, valuesEqual } from './diff.ts';

class FakeTimestamp {
  constructor(readonly ms: number) {}
  isEqual(other: unknown): boolean {
    return other instanceof FakeTimestamp && other.ms === this.ms;
  }
}

describe('diffDocuments', () => {
  it('lists only the changed fields, skipping updated_at and updated_by', () => {
    const before = { titulo: 'A', local: 'X', updated_at: new FakeTimestamp(1), updated_by: 'u1' };
    const after = { titulo: 'B', local: 'X', updated_at: new FakeTimestamp(2), updated_by: 'u2' };
    expect(diffDocuments(before, after)).toEqual({ titulo: { before: 'A', after: 'B' } });
  });

  it('a create lists every field with before null', () => {
    expect(diffDocuments(undefined, { titulo: 'A', visivel: true, capa_url: null })).toEqual({
      titulo: { before: null, after: 'A' },
      visivel: { before: null, after: true },
    });
  });

  it('a delete lists every field with after null', () => {
    expect(diffDocuments({ titulo: 'A', status: 'publicado' }, undefined)).toEqual({
      status: { before: 'publicado', after: null },
      titulo: { before: 'A', after: null },
    });
  });

  it('compares timestamps, lists and maps by value', () => {
    const before = { data_inicio: new FakeTimestamp(5), ids: ['a', 'b'], m: { x: 1 } };
    expect(
      diffDocuments(before, { data_inicio: new FakeTimestamp(5), ids: ['a', 'b'], m: { x: 1 } }),
    ).toEqual({});
    const changed = diffDocuments(before, { data_inicio: new FakeTimestamp(6), ids: ['a'], m: { x: 2 } });
    expect(Object.keys(changed)).toEqual(['data_inicio', 'ids', 'm']);
  });

  it('truncates long strings', () => {
    const long = 'x'.repeat(MAX_STRING + 50);
    const change = diffDocuments({ descricao: '' }, { descricao: long }).descricao!;
    expect(change.after).toBe(`${'x'.repeat(MAX_STRING)}…`);
  });

  it('treats missing and null alike', () => {
    expect(diffDocuments({ data_fim: null }, {})).toEqual({});
  });
});

describe('helpers', () => {
  it('actionOf', () => {
    expect(actionOf(undefined, {})).toBe('create');
    expect(actionOf({}, {})).toBe('update');
    expect(actionOf({}, undefined)).toBe('delete');
    expect(actionOf(undefined, undefined)).toBeNull();
  });

  it('valuesEqual', () => {
    expect(valuesEqual(new Date(1), new Date(1))).toBe(true);
    expect(valuesEqual(new Date(1), 1)).toBe(false);
    expect(valuesEqual([1, [2]], [1, [2]])).toBe(true);
    expect(valuesEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('truncateValue shortens long lists', () => {
    const list = truncateValue(Array.from({ length: 60 }, (_, i) => i)) as unknown[];
    expect(list).toHaveLength(51);
    expect(list.at(-1)).toBe('… +10');
  });
});
