// Audit entries: target links, value formatting, the action and text filters, action labels.
import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  formatAuditValue,
  matchesActionFilter,
  matchesTargetText,
  targetInfo,
} from './audit-model';

describe('targetInfo', () => {
  it('links an event to its form', () => {
    expect(targetInfo('events/abc', 'update')).toEqual({
      label: 'Evento',
      id: 'abc',
      href: '/admin/eventos/abc',
    });
  });
  it('no link for a deleted document', () => {
    expect(targetInfo('news/n1', 'delete').href).toBeNull();
  });
  it('a bare id is a user', () => {
    expect(targetInfo('uid-1', 'user.set_role')).toEqual({ label: 'Usuário', id: 'uid-1', href: null });
    expect(targetInfo('tickets/o1-2', 'update')).toEqual({ label: 'Ingresso', id: 'o1-2', href: null });
    expect(targetInfo('coupons/GN10', 'update')).toEqual({
      label: 'Cupom',
      id: 'GN10',
      href: '/admin/cupons/GN10',
    });
  });
  it('an unknown collection keeps its name', () => {
    expect(targetInfo('coisas/x', 'create').label).toBe('coisas');
  });
});

describe('formatAuditValue', () => {
  it('formats each kind', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue(true)).toBe('Sim');
    expect(formatAuditValue(false)).toBe('Não');
    expect(formatAuditValue(0.1)).toBe('0,1');
    expect(formatAuditValue('texto')).toBe('texto');
    expect(formatAuditValue(['a', 'b'])).toBe('["a","b"]');
    expect(formatAuditValue({ toDate: () => new Date('2027-03-05T23:00:00Z') })).toBe('05/03/2027 às 20:00');
  });
});

describe('filters', () => {
  it('action filter', () => {
    expect(matchesActionFilter('create', 'todas')).toBe(true);
    expect(matchesActionFilter('create', 'update')).toBe(false);
    expect(matchesActionFilter('user.set_ban', 'outras')).toBe(true);
    expect(matchesActionFilter('delete', 'outras')).toBe(false);
  });
  it('target text matches the path, the label and the actor', () => {
    const entry = { target: 'events/abc', action: 'update', actorEmail: 'admin@gn.local' };
    expect(matchesTargetText(entry, 'events/ab')).toBe(true);
    expect(matchesTargetText(entry, 'evento')).toBe(true);
    expect(matchesTargetText(entry, 'admin@')).toBe(true);
    expect(matchesTargetText(entry, 'news')).toBe(false);
    expect(matchesTargetText({ ...entry, targetLabel: 'Festival de Verão' }, 'festival de verao')).toBe(true);
  });
  it('labels', () => expect(actionLabel('user.set_ban')).toBe('Status de usuário'));
});
