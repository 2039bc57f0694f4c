// A router link styled as a Button (e.g. 'Criar Evento').
import { Link, type LinkProps } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { buttonClasses, type ButtonVariant } from './Button';

/** A router link that looks like a Button (e.g. 'Criar Evento' → /admin/eventos/novo). */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

/** The '+ Criar …' link of a list screen (heading and empty state). */
export function CreateLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: string;
}) {
  return (
    <ButtonLink to={to} className={className}>
      <Plus className="size-4" aria-hidden="true" />
      {children}
    </ButtonLink>
  );
}
