// One banner of the list, as a card: its image with its position, title, status badge, description
// and buttons, then the active switch, the move buttons, Editar and Excluir.
import { Link2, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../ui/Badge';
import { IconButton } from '../../../ui/IconButton';
import { MoveButtons } from '../../../ui/MoveButtons';
import { Switch } from '../../../ui/Switch';
import { buttonSummary } from '../banner-model';
import type { BannerRow } from '../banner-queries';

interface BannerCardProps {
  banner: BannerRow;
  index: number;
  /** Busy itself (a write on this banner is under way). */
  busy: boolean;
  canUp: boolean;
  canDown: boolean;
  onToggle: (ativo: boolean) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}

/** The banner's buttons, as "text → target" lines; an empty button is left out. */
function buttonLines(banner: BannerRow) {
  return [
    buttonSummary(banner.botao1_texto, banner.botao1_tipo, banner.botao1_referencia),
    buttonSummary(banner.botao2_texto, banner.botao2_tipo, banner.botao2_referencia),
  ].filter((b): b is string => b !== null);
}

function BannerImage({ banner, index }: { banner: BannerRow; index: number }) {
  return (
    <div className="relative w-full shrink-0 md:w-72">
      <img
        src={banner.imagem_url}
        alt=""
        loading="lazy"
        className={`aspect-[8/3] w-full rounded-lg border border-line bg-surface-muted object-cover ${banner.ativo ? '' : 'opacity-60 grayscale'}`}
      />
      <span className="absolute top-2 left-2 rounded-md bg-black/70 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
        {`#${index + 1}`}
      </span>
    </div>
  );
}

function BannerButtons({ banner }: { banner: BannerRow }) {
  const buttons = buttonLines(banner);
  if (buttons.length === 0) return null;
  return (
    <ul aria-label="Botões" className="mt-3 flex flex-col gap-1.5">
      {buttons.map((text) => (
        <li key={text} className="flex min-w-0 items-center gap-1.5 text-sm text-ink">
          <Link2 className="size-3.5 shrink-0 text-ink-muted" aria-hidden="true" />
          <span className="truncate">{text}</span>
        </li>
      ))}
    </ul>
  );
}

function BannerControls({
  banner,
  index,
  busy,
  canUp,
  canDown,
  onToggle,
  onMove,
  onDelete,
}: BannerCardProps) {
  const title = banner.titulo || 'Sem título';
  return (
    <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 md:mt-4">
      <Switch
        label="Ativo"
        checked={banner.ativo}
        disabled={busy}
        onChange={onToggle}
        className="items-center"
      />
      <div className="flex items-center gap-0.5">
        <MoveButtons
          what={`“${title}”`}
          canUp={canUp}
          onUp={() => onMove(index - 1)}
          canDown={canDown}
          onDown={() => onMove(index + 1)}
        />
        <Link
          to={`/admin/banners/${banner.id}`}
          aria-label={`Editar “${title}”`}
          className="inline-flex h-9 min-w-9 items-center justify-center gap-2 rounded-lg text-sm font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink sm:px-3"
        >
          <Pencil className="size-4 shrink-0" aria-hidden="true" />
          <span className="hidden sm:inline">Editar</span>
        </Link>
        <IconButton
          icon={Trash2}
          label={`Excluir “${title}”`}
          disabled={busy}
          onClick={onDelete}
          className="hover:text-danger"
        />
      </div>
    </div>
  );
}

export function BannerCard(props: BannerCardProps) {
  const { banner, index } = props;
  const title = banner.titulo || 'Sem título';
  return (
    <li
      aria-label={`${index + 1}. ${title}`}
      className={`flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm md:flex-row ${banner.ativo ? '' : 'bg-surface/60'}`}
    >
      <BannerImage banner={banner} index={index} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <h2
            className={`min-w-0 text-base font-semibold break-words ${banner.titulo ? 'text-ink' : 'text-ink-muted italic'}`}
          >
            {title}
          </h2>
          {banner.ativo ? <Badge variant="success">Ativo</Badge> : <Badge variant="secondary">Inativo</Badge>}
        </div>
        {banner.descricao && <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{banner.descricao}</p>}
        <BannerButtons banner={banner} />
        <BannerControls {...props} />
      </div>
    </li>
  );
}
