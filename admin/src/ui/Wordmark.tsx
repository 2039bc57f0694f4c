/** The "GN Ingressos" brand: a ticket mark plus the name, with an "Admin" tag. */
export function Wordmark({ showTag = true }: { showTag?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <TicketMark />
      <span className="text-[1.05rem] leading-none font-bold tracking-tight text-ink">
        GN <span className="font-semibold text-accent-ink">Ingressos</span>
      </span>
      {showTag && (
        <span className="rounded border border-line px-1 py-px text-[0.625rem] font-semibold tracking-wider text-ink-muted uppercase">
          Admin
        </span>
      )}
    </span>
  );
}

/** A ticket with side notches and "GN"; the same drawing as public/favicon.svg. */
function TicketMark() {
  return (
    <svg viewBox="2 6 28 20" className="h-6 w-[2.1rem] shrink-0" aria-hidden="true">
      <path
        d="M2 9a3 3 0 0 1 3-3h22a3 3 0 0 1 3 3v4a3 3 0 0 0 0 6v4a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3v-4a3 3 0 0 0 0-6z"
        className="fill-accent"
      />
      <text
        x="16"
        y="19.7"
        textAnchor="middle"
        fontSize="10.5"
        fontWeight="800"
        fontFamily="Arial, Helvetica, sans-serif"
        fill="#fff"
      >
        GN
      </text>
    </svg>
  );
}
