// A router link styled as a Button (e.g. 'Criar Evento').
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses, type ButtonVariant } from './Button';

/** A router link that looks like a Button (e.g. 'Criar Evento' → /admin/eventos/novo). */
export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
