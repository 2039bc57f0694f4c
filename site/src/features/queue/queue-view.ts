// What the queue page shows and when it asks again, worked out from the buyer's place and the
// shared figures; pure, for QueuePage.tsx and use-queue-place.ts.
import {
  positionNow,
  waitMinutes,
  waitText,
  type QueueFigures,
  type QueuePlace,
} from '@gn/core/virtual-queue';

export type WaitingPlace = Extract<QueuePlace, { estado: 'aguardando' }>;

/** How often the shared figures are read, and the buyer's own place at the latest. */
export const FIGURES_EVERY_MS = 3_000;
export const PLACE_EVERY_MS = 60_000;

export type QueueView =
  | { kind: 'joining' }
  | { kind: 'waiting'; place: WaitingPlace; figures: QueueFigures | null }
  | { kind: 'admitted' }
  | { kind: 'expired' }
  | { kind: 'no-queue' }
  | { kind: 'failed'; message: string };

export function ordinal(position: number): string {
  return `${position.toLocaleString('pt-BR')}º`;
}

/** The place now: the newest figures when read, else those that came with the place. */
export function placeNow(place: WaitingPlace, figures: QueueFigures | null) {
  const admitted = figures?.admitidos ?? place.admitidos;
  const rate = figures?.taxa_por_minuto ?? place.taxa_por_minuto;
  const position = positionNow(place.na_frente, place.admitidos, admitted);
  return {
    position,
    ahead: position - 1,
    rate,
    paused: figures?.pausada ?? place.pausada,
    eta: waitText(waitMinutes(position, rate), { atLeast: !place.exato }),
  };
}

/** 'Sua posição na fila': exact, or at least (a place counted roughly). */
export function positionText(position: number, exact: boolean): string {
  return exact ? ordinal(position) : `${ordinal(position)}+`;
}

/** Who is ahead, in words. */
export function aheadText(ahead: number, exact: boolean): string {
  if (!exact) return `Mais de ${ahead.toLocaleString('pt-BR')} pessoas na sua frente`;
  if (ahead === 0) return 'Ninguém na sua frente: você é o próximo.';
  return `${ahead.toLocaleString('pt-BR')} ${ahead === 1 ? 'pessoa' : 'pessoas'} na sua frente`;
}

/**
 * Whether to ask for one's own place: once more have been admitted than were ahead (the turn
 * should have come), or when the last ask is over a minute old.
 */
export function placeDue(
  place: WaitingPlace,
  figures: QueueFigures,
  lastAskedMs: number,
  nowMs: number,
): boolean {
  const admittedSince = figures.admitidos - place.admitidos;
  return admittedSince > place.na_frente || nowMs - lastAskedMs > PLACE_EVERY_MS;
}
