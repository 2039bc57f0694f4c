// Pieces of the cards of publishable content in the admin lists (events, news).
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PublicationStatus } from '@gn/core/visibility';
import { Badge } from './Badge';

/** The cover filling its box, or a placeholder icon ('Sem capa' for screen readers). */
export function CoverImage({ url, iconClassName }: { url: string | null; iconClassName: string }) {
  return url ? (
    <img src={url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
  ) : (
    <div className="flex size-full items-center justify-center text-ink-muted">
      <ImageOff className={iconClassName} aria-hidden="true" />
      <span className="sr-only">Sem capa</span>
    </div>
  );
}

export function PublicationBadge({ status }: { status: PublicationStatus }) {
  return (
    <Badge variant={status === 'publicado' ? 'default' : 'secondary'}>
      {status === 'publicado' ? 'Publicado' : 'Rascunho'}
    </Badge>
  );
}

/** The card's title; its stretched link makes the whole card clickable with one tab stop. */
export function CardTitleLink({
  to,
  title,
  className = '',
}: {
  to: string;
  title: string;
  className?: string;
}) {
  return (
    <h2 className={`line-clamp-2 text-base font-semibold text-ink ${className}`}>
      <Link to={to} className="after:absolute after:inset-0 focus:outline-none">
        {title || 'Sem título'}
      </Link>
    </h2>
  );
}
