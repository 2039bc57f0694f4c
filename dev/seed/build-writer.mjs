// What the seed's builders share: São Paulo dates relative to `now`, the cover images' paths and
// sizes, and the writer that collects documents and images in the order they are seeded.
//
// Dates: content uses { dias, hora } relative to `now`, as wall-clock time in America/Sao_Paulo.
// Brazil has had no daylight-saving time since 2019, so São Paulo is a fixed UTC−03:00.
import { coverNameWithCopies } from '@gn/core/cover-copies';

/** Cover sizes per kind (the back office recommends 1920×1080 for events, 1200×630 for news). */
export const IMAGE_SIZES = Object.freeze({
  events: { width: 1920, height: 1080 },
  banners: { width: 1920, height: 1080 },
  news: { width: 1200, height: 630 },
});

/** Path of a seeded image inside the file store, and the root-relative URL that serves it. */
// Named as the admin's uploads are, with their WebP copies (core/src/cover-copies.ts): the site's
// build writes their srcset without reading or encoding them.
export const imagePath = (kind, id) => coverNameWithCopies(`seed/${kind}/${id}`, IMAGE_SIZES[kind]);
export const imageUrl = (kind, id) => `/api/files/${imagePath(kind, id)}`;

const SAO_PAULO_UTC_OFFSET_HOURS = -3;

/** `dias` days from `now` (São Paulo calendar day) at `hora` ('HH:MM', São Paulo time). */
export function saoPauloAt(now, dias, hora) {
  const [h, m] = hora.split(':').map(Number);
  const wall = new Date(now.getTime() + SAO_PAULO_UTC_OFFSET_HOURS * 3_600_000);
  return new Date(
    Date.UTC(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate() + dias,
      h - SAO_PAULO_UTC_OFFSET_HOURS,
      m,
    ),
  );
}

export const DAY = 86_400_000;

/**
 * Collects the seed's documents and images, in order, for one `now`.
 * @param {Date} now
 */
export function createSeedWriter(now) {
  /** @type {{ collection: string, id: string, data: Record<string, unknown> }[]} */
  const docs = [];
  const images = [];
  return {
    now,
    docs,
    images,
    /** @param {number} dias @param {string} hora */
    at: (dias, hora) => saoPauloAt(now, dias, hora),
    /** When the demo tables were created and last edited (events' category rows share the latter). */
    tablesCreated: saoPauloAt(now, -90, '10:00'),
    tablesUpdated: saoPauloAt(now, -7, '16:30'),
    add: (collection, id, data) => docs.push({ collection, id, data }),
    /** Records the item's cover image and answers the URL that serves it. */
    cover(kind, item) {
      images.push({
        kind,
        id: item.id,
        path: imagePath(kind, item.id),
        url: imageUrl(kind, item.id),
        ...IMAGE_SIZES[kind],
        matiz: item.capa.matiz,
        motivo: item.capa.motivo,
      });
      return imageUrl(kind, item.id);
    },
  };
}

/** Content's rich text as stored: trimmed. @param {string} s */
export const html = (s) => s.trim();
