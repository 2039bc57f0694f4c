// The pt-BR answers of the admin's event use cases (content/), shared with the event routes.
export const EVENT_NOT_FOUND = 'Evento não encontrado';

export function stockConflictMessage(soldOrReserved: number): string {
  return `O estoque total não pode ser menor que os ingressos já vendidos ou reservados (${soldOrReserved}).`;
}

export const DELETE_SOLD_MESSAGE =
  'Este evento tem ingressos vendidos e não pode ser excluído. Oculte-o ou mude o status para rascunho.';
