// A small live picture of the slide as the site's carousel draws it, with each button's target
// below; it only reflects the form.
import { useWatch, type Control } from 'react-hook-form';
import { ImageOff } from 'lucide-react';
import type { HomeBannerFormValues } from '@gn/core/schemas/banner';
import { bannerHref } from '@gn/core/visibility';
import type { BannerFields } from '../banner-model';

/**
 * A small live picture of the slide as the site's carousel draws it (image, dark gradient,
 * title, description, buttons), with each button's target below. Decorative copy of the form.
 */
export function BannerPreview({
  control,
}: {
  control: Control<BannerFields, unknown, HomeBannerFormValues>;
}) {
  const [imagem, titulo, descricao, ativo, botao1, temBotao2, botao2] = useWatch({
    control,
    name: ['imagem_url', 'titulo', 'descricao', 'ativo', 'botao1', 'temBotao2', 'botao2'],
  });
  const buttons = [botao1, temBotao2 ? botao2 : null].filter(
    (b): b is NonNullable<typeof b> => b != null && b.texto.trim() !== '',
  );

  return (
    <div className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
      <div className="relative isolate flex aspect-[8/5] flex-col justify-end gap-1.5 bg-[#1f1147] p-4 text-white sm:aspect-[8/4] lg:aspect-[8/5]">
        {imagem ? (
          <img src={imagem} alt="" className="absolute inset-0 -z-10 size-full object-cover" />
        ) : (
          <span className="absolute inset-0 -z-10 flex items-center justify-center text-white/40">
            <ImageOff className="size-10" aria-hidden="true" />
          </span>
        )}
        <div
          className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/45 to-black/10"
          aria-hidden="true"
        />
        <p className="line-clamp-2 text-lg leading-tight font-extrabold">{titulo || 'Título do banner'}</p>
        {descricao && <p className="line-clamp-2 text-xs text-white/90">{descricao}</p>}
        {buttons.length > 0 && (
          <div className="mt-1 flex flex-wrap gap-2">
            {buttons.map((b, i) => (
              <span
                key={i}
                className={`rounded-full px-3 py-1 text-xs font-semibold ${i === 0 ? 'bg-white text-[#2a1670]' : 'border border-white/50 bg-white/10 text-white'}`}
              >
                {b.texto}
              </span>
            ))}
          </div>
        )}
        {!ativo && (
          <span className="absolute top-2 right-2 rounded-md bg-black/70 px-2 py-0.5 text-xs font-semibold">
            Inativo
          </span>
        )}
      </div>
      {buttons.length > 0 && (
        <dl className="space-y-1 p-3 text-xs">
          {buttons.map((b, i) => (
            <div key={i} className="flex min-w-0 gap-1.5">
              <dt className="shrink-0 font-medium text-ink">{`Botão ${i + 1}:`}</dt>
              <dd className="min-w-0 truncate text-ink-muted">
                {b.referencia.trim() ? bannerHref(b.tipo, b.referencia) : '—'}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
