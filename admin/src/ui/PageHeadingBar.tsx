// A page heading with actions that bring their own margins, and the 'Ver no site' link that
// opens the public site's home in a new tab.
import type { ReactNode } from 'react';
import { siteLink } from '../config';
import { ExternalLink } from 'lucide-react';
import { PageHeading } from './PageHeading';

/** A page heading with its actions beside it from sm up; each action brings its own margins. */
export function PageHeadingBar({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <PageHeading title={title} description={description} />
      {children}
    </div>
  );
}

/** 'Ver no site': the site's home in a new tab, styled as a secondary button. */
export function ViewOnSiteLink({ className }: { className: string }) {
  return (
    <a
      href={siteLink('/')}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-line-strong bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-muted ${className}`}
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      Ver no site
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}
