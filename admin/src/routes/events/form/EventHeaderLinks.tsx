// The saved event's links beside the form's title: its waiting list, its virtual queue, its
// meia-entrada report and its portaria (check-in lists, live counts).
import { DoorOpen, Gauge, Percent, UsersRound } from 'lucide-react';
import { Link } from 'react-router-dom';

export function EventHeaderLinks({ id }: { id: string }) {
  return (
    <>
      <Link
        to={`/admin/eventos/${encodeURIComponent(id)}/lista-de-espera`}
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
      >
        <UsersRound className="size-4" aria-hidden="true" />
        Lista de espera
      </Link>
      <Link
        to={`/admin/eventos/${encodeURIComponent(id)}/fila-virtual`}
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
      >
        <Gauge className="size-4" aria-hidden="true" />
        Fila virtual
      </Link>
      <Link
        to={`/admin/eventos/${encodeURIComponent(id)}/meia-entrada`}
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
      >
        <Percent className="size-4" aria-hidden="true" />
        Meia-entrada
      </Link>
      <Link
        to={`/admin/eventos/${encodeURIComponent(id)}/portaria`}
        className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
      >
        <DoorOpen className="size-4" aria-hidden="true" />
        Portaria
      </Link>
    </>
  );
}
