import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dpiWarning, parseDesignLink, probeDesignImage } from './dpi-check';
import { effectiveDpi, parsePrintSize } from './print-size';
import { isPublicAddress } from './public-address';

/** The start of a PNG: signature and IHDR, all image-size needs for the pixel size. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(2, 17);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

describe('parsePrintSize and effectiveDpi', () => {
  it.each([
    ['5.4x8.6', { longCm: 8.6, shortCm: 5.4, label: '5.4x8.6 cm' }],
    ['60x160', { longCm: 160, shortCm: 60, label: '60x160 cm' }],
    ['8,5 x 5,5', { longCm: 8.5, shortCm: 5.5, label: '8,5 x 5,5 cm' }],
    ['A4', { longCm: 29.7, shortCm: 21, label: 'A4' }],
    ['90x54 mm', { longCm: 9, shortCm: 5.4, label: '90x54 mm' }],
  ])('reads %s', (text, size) => {
    expect(parsePrintSize(text)).toEqual(size);
  });

  it.each(['10cm', 'non', '', 'A9', '0x5'])('has no print size for %j', (text) => {
    expect(parsePrintSize(text)).toBeNull();
  });

  it('matches the long side to the long side and takes the weaker one', () => {
    const card = parsePrintSize('5.4x8.6')!;
    // 8.6 cm = 3.386 in, 5.4 cm = 2.126 in: 1016 x 638 px is exactly 300 dpi.
    expect(effectiveDpi(1016, 638, card)).toBe(300);
    expect(effectiveDpi(638, 1016, card)).toBe(300);
    expect(effectiveDpi(1016, 600, card)).toBe(282);
  });
});

describe('dpiWarning', () => {
  const image = (width: number, height: number) => ({ kind: 'image' as const, width, height, type: 'png' });

  it('warns below 300 dpi, naming the resolution and the size', () => {
    expect(dpiWarning(image(508, 319), '5.4x8.6')).toBe(
      'Ảnh thiết kế (508×319 px) chỉ đạt khoảng 150 dpi ở khổ 5.4x8.6 cm, thấp hơn 300 dpi shop yêu cầu; bản in có thể bị mờ.',
    );
  });

  it('says nothing at 300 dpi or more, for vector images, or for sizes without two sides', () => {
    expect(dpiWarning(image(1016, 638), '5.4x8.6')).toBeNull();
    expect(dpiWarning({ kind: 'image', width: 10, height: 10, type: 'svg' }, 'A4')).toBeNull();
    expect(dpiWarning(image(10, 10), '10cm')).toBeNull();
  });

  it('warns when the link does not give an image', () => {
    expect(dpiWarning({ kind: 'unreadable', reason: 'HTTP 404' }, 'A4')).toMatch(/^Không đọc được ảnh từ link thiết kế/);
  });
});

describe('parseDesignLink and isPublicAddress', () => {
  it.each(['https://cdn.example.com/a.png', 'http://example.com/x?y=1'])('accepts %s', (link) => {
    expect(parseDesignLink(link)?.href).toBe(new URL(link).href);
  });

  it.each([
    ['drive.google.com/file/d/abc123/view', 'https://drive.google.com/file/d/abc123/view'],
    ['www.facebook.com/photo/?fbid=1', 'https://www.facebook.com/photo/?fbid=1'],
    ['  i.imgur.com/x.png ', 'https://i.imgur.com/x.png'],
  ])('reads %j, pasted without its scheme, as https', (link, href) => {
    expect(parseDesignLink(link)?.href).toBe(href);
  });

  it.each(['', 'ftp://example.com/a.png', 'javascript:alert(1)', 'image1.jpg', 'example.com', 'localhost:3000/a.png', 'user:pw@example.com/a.png', 'ảnh của tôi/1.png', 'https://user:pw@example.com/a.png', `https://e.com/${'a'.repeat(2000)}`])(
    'refuses %j',
    (link) => {
      expect(parseDesignLink(link)).toBeNull();
    },
  );

  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'localhost'])(
    '%s is internal',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('probeDesignImage', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/card.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([pngHeader(1200, 800), Buffer.alloc(4096)]));
      if (req.url === '/page') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Google Drive</html>');
      if (req.url === '/moved') return void res.writeHead(302, { location: '/card.png' }).end();
      if (req.url === '/noise') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        const chunk = Buffer.alloc(64 * 1024, 7);
        const timer = setInterval(() => res.write(chunk), 1);
        res.on('close', () => clearInterval(timer));
        return;
      }
      if (req.url === '/hang') return;
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const probe = (path: string, production = false, timeoutMs = 2000) =>
    probeDesignImage(new URL(base + path), { production, timeoutMs, maxBytes: 256 * 1024 });

  it('reads the pixel size of an image, also behind a redirect', async () => {
    expect(await probe('/card.png')).toEqual({ kind: 'image', width: 1200, height: 800, type: 'png' });
    expect(await probe('/moved')).toEqual({ kind: 'image', width: 1200, height: 800, type: 'png' });
  });

  it('reports a web page, a missing file, an endless non-image and a server that never answers as unreadable', async () => {
    expect(await probe('/page')).toMatchObject({ kind: 'unreadable' });
    expect(await probe('/missing')).toEqual({ kind: 'unreadable', reason: 'HTTP 404' });
    expect(await probe('/noise')).toMatchObject({ kind: 'unreadable', reason: expect.stringContaining('first 262144 bytes') });
    const started = Date.now();
    expect(await probe('/hang', false, 300)).toMatchObject({ kind: 'unreadable' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('in production, never connects to a loopback or private address, by IP or by name', async () => {
    expect(await probe('/card.png', true)).toEqual({ kind: 'unreadable', reason: 'internal address' });
    const byName = await probeDesignImage(new URL(base.replace('127.0.0.1', 'localhost') + '/card.png'), { production: true, timeoutMs: 2000 });
    expect(byName).toEqual({ kind: 'unreadable', reason: 'internal address' });
  });
});
