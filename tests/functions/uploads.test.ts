// Image uploads through the API, against the live stack: the admin's uploads (who may, the
// resizing, the byte sniffing, the limits), the customer's avatar, cut or flooded multipart
// bodies, and serving the stored files back from /api/files/.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  adminDb,
  api,
  createUser,
  errorOf,
  fileForm,
  SITE_URL,
  type ApiAnswer,
} from '../support/functions-api.ts';
import { signedInAdminAndCustomer } from './signed-in.ts';

const users = signedInAdminAndCustomer();

/** A smooth gradient photo: realistic size on disk (well under the 15 MB input cap). */
async function gradientJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const TEXT_FILE = new TextEncoder().encode('isto não é uma imagem\n');

/** Both upload routes refuse a file that is not an image with the same 415 and message. */
function expectNotAnImage(answer: ApiAnswer): void {
  expect(answer.status).toBe(415);
  expect(errorOf(answer)).toEqual({ code: 'unsupported_media_type', message: 'Arquivo deve ser uma imagem' });
}

interface UrlBody {
  url: string;
}

/** Fetches an uploaded file back: the local store answers root-relative /api/files/ URLs. */
async function downloaded(url: string) {
  const res = await fetch(`${SITE_URL}${url}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

describe('POST /api/admin/uploads', () => {
  it('401 anonymous, 403 customer', async () => {
    const form = () => fileForm(new Uint8Array([1, 2, 3]), 'a.jpg', 'image/jpeg');
    const anonymous = await api('/api/admin/uploads?folder=events', { body: form() });
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).message).toBe('Faça login para continuar');
    const denied = await api('/api/admin/uploads?folder=events', {
      body: form(),
      token: users.customerToken,
    });
    expect(denied.status).toBe(403);
    expect(errorOf(denied).message).toBe('Acesso restrito a administradores');
  });

  it('201: a 4000×3000 photo comes back as a 1920-wide JPEG, served from /api/files/', async () => {
    const photo = await gradientJpeg(4000, 3000);
    const answer = await api<UrlBody>('/api/admin/uploads?folder=events', {
      body: fileForm(photo, 'capa.jpg', 'image/jpeg'),
      token: users.adminToken,
    });
    expect(answer.status).toBe(201);
    // The name carries the size: its WebP copies were made with it (core/src/cover-copies.ts).
    expect(answer.body.url).toMatch(/^\/api\/files\/events\/\d+-[0-9a-f]+\.c1920x1440\.jpg$/);

    const file = await downloaded(answer.body.url);
    expect(file.status).toBe(200);
    expect(file.type).toBe('image/jpeg');
    // Upload names are never reused, so a content image is cached for good (the site build too).
    expect(file.cache).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1920, 1440]);
    expect(file.bytes.length).toBeLessThanOrEqual(4 * 1024 * 1024);

    // Every width the site shows event covers at, WebP, in the original's proportions, cached for good.
    for (const width of [400, 720, 960, 1080, 1440, 1920]) {
      const copy = await downloaded(answer.body.url.replace(/\.jpg$/, `.w${width}.webp`));
      expect([copy.status, copy.type, copy.cache]).toEqual([
        200,
        'image/webp',
        'public, max-age=31536000, immutable',
      ]);
      const size = await sharp(copy.bytes).metadata();
      expect([size.format, size.width, size.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
  });

  it('never enlarges: a 300 px banner has its one copy at 300 px; a logo (PNG) has none', async () => {
    const photo = await gradientJpeg(300, 200);
    const banner = await api<UrlBody>('/api/admin/uploads?folder=banners', {
      body: fileForm(photo, 'faixa.jpg', 'image/jpeg'),
      token: users.adminToken,
    });
    expect(banner.body.url).toMatch(/\.c300x200\.jpg$/);
    const copy = await downloaded(banner.body.url.replace(/\.jpg$/, '.w300.webp'));
    expect((await sharp(copy.bytes).metadata()).width).toBe(300);
    expect((await downloaded(banner.body.url.replace(/\.jpg$/, '.w960.webp'))).status).toBe(404);

    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#0a70' } })
      .png()
      .toBuffer();
    const logo = await api<UrlBody>('/api/admin/uploads?folder=logos', {
      body: fileForm(png, 'logo.png', 'image/png'),
      token: users.adminToken,
    });
    expect(logo.body.url).toMatch(/^\/api\/files\/logos\/\d+-[0-9a-f]+\.png$/);
  });

  it('recognises the image by its bytes: a PNG labelled as text is accepted, a text file labelled as JPEG is refused', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const accepted = await api<UrlBody>('/api/admin/uploads?folder=banners', {
      body: fileForm(png, 'banner.txt', 'text/plain'),
      token: users.adminToken,
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.url).toMatch(/^\/api\/files\/banners\//);
    const meta = await sharp((await downloaded(accepted.body.url)).bytes).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 300]);

    const refused = await api('/api/admin/uploads?folder=news', {
      body: fileForm(TEXT_FILE, 'foto.jpg', 'image/jpeg'),
      token: users.adminToken,
    });
    expectNotAnImage(refused);
  });

  it('400 for an unknown folder, a missing file or a body that is not multipart', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const folder = await api('/api/admin/uploads?folder=avatars', {
      body: fileForm(png, 'a.png', 'image/png'),
      token: users.adminToken,
    });
    expect(folder.status).toBe(400);
    expect(errorOf(folder).message).toBe('Pasta de destino inválida');

    const form = new FormData();
    form.append('outro', 'campo');
    const missing = await api('/api/admin/uploads?folder=events', { body: form, token: users.adminToken });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).message).toBe('Nenhum arquivo enviado');

    const json = await api('/api/admin/uploads?folder=events', {
      json: { file: 'x' },
      token: users.adminToken,
    });
    expect(json.status).toBe(400);
    expect(errorOf(json).message).toBe('Envie o arquivo como multipart/form-data');
  });

  it('413 "Imagem muito grande" above 15 MB', async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    const answer = await api('/api/admin/uploads?folder=events', {
      body: fileForm(big, 'grande.jpg', 'image/jpeg'),
      token: users.adminToken,
    });
    expect(answer.status).toBe(413);
    expect(errorOf(answer)).toEqual({ code: 'payload_too_large', message: 'Imagem muito grande' });
  });
});

describe('POST /api/me/avatar', () => {
  it('401 anonymous', async () => {
    const answer = await api('/api/me/avatar', { body: fileForm(TEXT_FILE, 'a.jpg', 'image/jpeg') });
    expect(answer.status).toBe(401);
    expect(errorOf(answer).message).toBe('Faça login para continuar');
  });

  it("201: stores the caller's own avatar (512 px box) and sets profiles.avatar_url; a userId in the form is ignored", async () => {
    const other = await createUser();
    const photo = await gradientJpeg(1200, 1600);
    const answer = await api<UrlBody>('/api/me/avatar', {
      body: fileForm(photo, 'eu.jpg', 'image/jpeg', { userId: other.uid, user_id: other.uid }),
      token: users.customerToken,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(
      new RegExp(`^/api/files/avatars/${users.customer.uid}-\\d+-[0-9a-f]+\\.jpg$`),
    );

    const file = await downloaded(answer.body.url);
    expect(file.status).toBe(200);
    // Personal data the account may delete: copies expire within the hour.
    expect(file.cache).toBe('public, max-age=3600');
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 384, 512]);

    expect((await adminDb().doc(`profiles/${users.customer.uid}`).get()).data()?.avatar_url).toBe(
      answer.body.url,
    );
    expect((await adminDb().doc(`profiles/${other.uid}`).get()).data()?.avatar_url).toBeUndefined();
  });

  it('415 "Arquivo deve ser uma imagem" for a text file', async () => {
    const answer = await api('/api/me/avatar', {
      body: fileForm(TEXT_FILE, 'a.png', 'image/png'),
      token: users.customerToken,
    });
    expectNotAnImage(answer);
  });

  it('413 "Imagem deve ter no máximo 10MB" above 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    const answer = await api('/api/me/avatar', {
      body: fileForm(big, 'a.jpg', 'image/jpeg'),
      token: users.customerToken,
    });
    expect(answer.status).toBe(413);
    expect(errorOf(answer)).toEqual({ code: 'payload_too_large', message: 'Imagem deve ter no máximo 10MB' });
  });
});

describe('multipart bodies that are cut or flooded', () => {
  // A body that ends before its closing boundary (a dropped connection, or on purpose).
  const CUT_BODY =
    '--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nAAAA\r\n';
  const CUT_HEADERS = { 'content-type': 'multipart/form-data; boundary=X' };

  it.each([
    ['/api/me/avatar', () => users.customerToken],
    ['/api/admin/uploads?folder=events', () => users.adminToken],
  ])('%s: a cut body is a pt-BR 400 and the API keeps serving', async (path, token) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await api(path, { body: CUT_BODY, headers: CUT_HEADERS, token: token() });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toEqual({ code: 'bad_request', message: 'Corpo da requisição inválido' });
      // The same instance answers the next request (the process did not exit).
      expect((await api('/api/health')).status).toBe(200);
    }
  });

  it('a form with many parts is refused before they are read', async () => {
    const form = fileForm(await gradientJpeg(64, 64), 'eu.jpg', 'image/jpeg');
    for (let i = 0; i < 40; i++) form.append(`campo${i}`, 'x');
    const answer = await api('/api/me/avatar', { body: form, token: users.customerToken });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).message).toBe('Formulário com campos demais');
  });
});

describe('GET /api/files/*', () => {
  it('404 JSON for a missing file', async () => {
    const answer = await api('/api/files/events/nao-existe.jpg');
    expect(answer.status).toBe(404);
    expect(errorOf(answer)).toEqual({ code: 'not_found', message: 'Arquivo não encontrado' });
  });

  it('refuses path traversal and the metadata folder', async () => {
    for (const path of [
      '/api/files/..%2f..%2f..%2fetc%2fpasswd',
      '/api/files/events/..%2f..%2fpackage.json',
      '/api/files/%2e%2e/%2e%2e/etc/passwd',
      '/api/files/.meta/events',
    ]) {
      const answer = await api(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toMatch(/root:|"name"|contentType/);
    }
  });
});
