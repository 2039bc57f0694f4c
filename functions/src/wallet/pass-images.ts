// The pass's pictures (Apple requires icon.png; the logo sits top left): a ticket drawn with paths
// on the brand colour, rendered once per instance by sharp (no font, no file shipped).
const BRAND = '#5b34f2';

const ticketSvg = (
  size: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${BRAND}"/>
<path d="M12 20h40v8a4 4 0 0 0 0 8v8H12v-8a4 4 0 0 0 0-8z" fill="#fff"/>
<path d="M38 22v20" stroke="${BRAND}" stroke-width="2.5" stroke-dasharray="3 3"/>
</svg>`;

/** [file name in the pass, pixel size] */
const PICTURES: [string, number][] = [
  ['icon.png', 29],
  ['icon@2x.png', 58],
  ['icon@3x.png', 87],
  ['logo.png', 50],
  ['logo@2x.png', 100],
];

let cached: Promise<Record<string, Buffer>> | null = null;

export function passImages(): Promise<Record<string, Buffer>> {
  cached ??= (async () => {
    const { default: sharp } = await import('sharp');
    const entries = await Promise.all(
      PICTURES.map(
        async ([name, size]) =>
          [
            name,
            await sharp(Buffer.from(ticketSvg(size)))
              .png()
              .toBuffer(),
          ] as const,
      ),
    );
    return Object.fromEntries(entries);
  })();
  return cached;
}
