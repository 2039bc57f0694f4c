// The event page's "Acessibilidade" section (LBI art. 63): the resources the organisation stated,
// in the fixed list's order and words, and its free text; or, when it stated nothing, the
// sentence that says so. Pure, over the snapshot's event.
import { ACCESSIBILITY_LABELS, ACCESSIBILITY_NOT_INFORMED, accessibilityOf } from '@gn/core/accessibility';

export interface AccessibilityView {
  /** the resources' labels ('Intérprete de Libras', ...) */
  resources: string[];
  info: string | null;
  /** ACCESSIBILITY_NOT_INFORMED when there is neither a resource nor a text */
  notInformed: string | null;
}

export function accessibilityView(event: {
  acessibilidade?: readonly string[] | null;
  acessibilidade_info?: string | null;
}): AccessibilityView {
  const resources = accessibilityOf(event.acessibilidade).map((code) => ACCESSIBILITY_LABELS[code]);
  const info = event.acessibilidade_info?.trim() || null;
  return {
    resources,
    info,
    notInformed: resources.length === 0 && info === null ? ACCESSIBILITY_NOT_INFORMED : null,
  };
}
