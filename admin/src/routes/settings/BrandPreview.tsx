// A live sketch of the site's header in both themes with the chosen logo and colour, and the
// contrast the adjusted colour keeps in each.
import { accentPalette, contrastRatio, isHexColor, type AccentTokens } from '@gn/core/theme-color';

type BrandPreviewProps = {
  siteName: string;
  logoLight: string | null;
  logoDark: string | null;
  color: string;
};

const THEMES = [
  { key: 'light', label: 'Tema claro', surface: '#ffffff', ink: '#16131f', muted: '#57536a' },
  { key: 'dark', label: 'Tema escuro', surface: '#15131f', ink: '#eceaf4', muted: '#a7a2bd' },
] as const;

function ratio(a: string, b: string): string {
  return contrastRatio(a, b).toFixed(1).replace('.', ',');
}

/** A live sketch of the site's header in both themes with the chosen logo and colour. */
export function BrandPreview({ siteName, logoLight, logoDark, color }: BrandPreviewProps) {
  if (!isHexColor(color)) return null;
  const palette = accentPalette(color);
  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-label="Pré-visualização da marca" role="group">
      {THEMES.map((theme) => {
        const tokens: AccentTokens = palette[theme.key];
        const logo = theme.key === 'light' ? logoLight : logoDark;
        return (
          <div
            key={theme.key}
            className="min-w-0 rounded-xl border border-line p-4"
            style={{ background: theme.surface, color: theme.ink }}
          >
            <p className="text-xs font-medium" style={{ color: theme.muted }}>
              {theme.label}
            </p>
            <div className="mt-3 flex min-h-8 items-center">
              {logo ? (
                <img
                  src={logo}
                  alt={`Logo do ${theme.label.toLowerCase()}`}
                  className="h-8 max-w-full object-contain"
                />
              ) : (
                <span className="truncate text-lg font-bold">{siteName || 'Nome do site'}</span>
              )}
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <span
                className="inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold"
                style={{ background: tokens.accent, color: tokens.onAccent }}
              >
                Comprar ingresso
              </span>
              <span className="text-sm font-semibold underline" style={{ color: tokens.accentInk }}>
                Ver todos
              </span>
            </div>
            <p className="mt-3 text-xs" style={{ color: theme.muted }}>
              {`Contraste: botão ${ratio(tokens.onAccent, tokens.accent)}:1, link ${ratio(tokens.accentInk, theme.surface)}:1`}
            </p>
          </div>
        );
      })}
    </div>
  );
}
