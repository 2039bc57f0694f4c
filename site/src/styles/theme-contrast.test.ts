// Every text-on-background pair of the default themes, in the site's and the admin's stylesheets,
// keeps WCAG AA contrast (4.5:1). The dark theme's button hover was once lighter than the button
// (#7c63ec, 4.33:1 with its white label): axe caught it only when the pointer rested on a button.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio } from '@gn/core/theme-color';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const STYLESHEETS = ['site/src/styles/global.css', 'admin/src/index.css'];

/** The colour tokens of the default (@theme) block and of the dark theme's block. */
function themes(css: string): { light: Record<string, string>; dark: Record<string, string> } {
  const tokens = (block: string) =>
    Object.fromEntries(
      [...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-fA-F]{6})/g)].map((m) => [m[1]!, m[2]!]),
    );
  const darkStart = css.indexOf("[data-theme='gn-dark'] {");
  const light = tokens(css.slice(css.indexOf('@theme'), darkStart));
  const dark = { ...light, ...tokens(css.slice(darkStart, css.indexOf('}', darkStart))) };
  return { light, dark };
}

const PAIRS: [text: string, background: string][] = [
  ['on-accent', 'accent'],
  ['on-accent', 'accent-hover'],
  ['ink', 'canvas'],
  ['ink', 'surface'],
  ['ink-muted', 'canvas'],
  ['ink-muted', 'surface'],
  ['accent-ink', 'canvas'],
  ['accent-ink', 'surface'],
  ['accent-ink', 'accent-soft'],
];

describe.each(STYLESHEETS)('%s', (file) => {
  const css = readFileSync(path.join(ROOT, file), 'utf8');
  for (const [theme, colors] of Object.entries(themes(css))) {
    it(`${theme}: every text colour reads on its backgrounds (AA)`, () => {
      const failing = PAIRS.filter(([text, bg]) => colors[text] && colors[bg])
        .map(([text, bg]) => ({ pair: `${text} on ${bg}`, ratio: contrastRatio(colors[text]!, colors[bg]!) }))
        .filter((p) => p.ratio < AA_CONTRAST);
      expect(failing).toEqual([]);
      // The pairs exist: a renamed token must not make this test pass by reading nothing.
      expect(colors['on-accent'] && colors['accent-hover'] && colors.ink && colors.surface).toBeTruthy();
    });
  }
});
