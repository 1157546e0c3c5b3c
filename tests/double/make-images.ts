/**
 * Draws the double's demo images as SVG into tests/double/images.
 * Run once after changing the seed: `npx tsx tests/double/make-images.ts`; the output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGES_DIR } from './routes/images';
import { SEED_PRODUCTS } from './seed/products';
import { SEED_USERS } from './seed/users';

const FONT = "'Be Vietnam Pro', 'Segoe UI', Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, weight: number, fill: string, anchor = 'middle'): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * 1.2}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`)
    .join('');
}

function svg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;
}

function card(title: string, subtitle: string, kicker: string, hue: number): string {
  const titleLines = wrap(title, 16);
  const top = 300 - (titleLines.length - 1) * 29;
  return svg(
    600,
    600,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,42%)"/></linearGradient></defs>` +
      `<rect width="600" height="600" fill="url(#g)"/>` +
      `<rect x="60" y="90" width="480" height="420" rx="36" fill="#fff" fill-opacity="0.92"/>` +
      textLines([kicker.toUpperCase()], 300, 160, 26, 600, `hsl(${hue},55%,35%)`) +
      textLines(titleLines, 300, top, 48, 800, '#1f2933') +
      textLines(wrap(subtitle, 34), 300, top + titleLines.length * 58 + 20, 22, 400, '#52606d') +
      textLines(['In The Card · ảnh minh họa'], 300, 560, 20, 500, '#ffffff'),
    title,
  );
}

function banner(title: string, subtitle: string, hue: number): string {
  return svg(
    1200,
    400,
    `<rect width="1200" height="400" fill="hsl(${hue},60%,36%)"/>` +
      `<circle cx="1040" cy="200" r="150" fill="#fff" fill-opacity="0.15"/><circle cx="860" cy="320" r="60" fill="#fff" fill-opacity="0.12"/>` +
      textLines([title], 90, 190, 64, 800, '#ffffff', 'start') +
      textLines([subtitle], 90, 260, 30, 400, '#ffffff', 'start'),
    title,
  );
}

function avatar(fullname: string, hue: number): string {
  const initials = fullname.split(/\s+/).slice(-2).map((word) => word[0] ?? '').join('');
  return svg(200, 200, `<circle cx="100" cy="100" r="100" fill="hsl(${hue},55%,50%)"/>` + textLines([initials], 100, 122, 64, 700, '#ffffff'), fullname);
}

const files: Record<string, string> = {};
for (const product of SEED_PRODUCTS) {
  files[`product-${product.id}.svg`] = card(product.name, product.name2, product.category, (product.id * 47) % 360);
}
['Mặt sau', 'Cận cảnh', 'Thành phẩm'].forEach((label, i) => {
  files[`hover-${i + 1}.svg`] = card(label, 'Ảnh khi rê chuột', 'In The Card', 200 + i * 50);
});
files['gallery-front.svg'] = card('Mặt trước', 'Ảnh mẫu thành phẩm', 'Bộ sưu tập', 20);
files['gallery-back.svg'] = card('Mặt sau', 'Ảnh mẫu thành phẩm', 'Bộ sưu tập', 160);
files['note-intro-1.svg'] = card('Giới thiệu', 'Sản phẩm in theo yêu cầu', 'Mô tả', 90);
files['note-intro-2.svg'] = card('Quy trình in', 'Gửi file, duyệt mẫu, in, giao hàng', 'Mô tả', 120);
files['note-material.svg'] = card('Chất liệu', 'So sánh các loại chất liệu', 'Tùy chọn', 30);
files['note-effect.svg'] = card('Hiệu ứng', 'Bóng, mờ, hologram, kim tuyến', 'Tùy chọn', 280);
files['note-order.svg'] = card('Lưu ý đặt hàng', 'Cọc 50%, sai số ±1 mm', 'Đặt hàng', 0);
const slides: [string, string][] = [
  ['Card bo góc in sắc nét', 'Nhựa PVC, giấy C300, giấy cứng 4K'],
  ['Card Lenti 3D', 'Lật hình, nổi khối khi nghiêng'],
  ['Thiết kế miễn phí', 'Cho đơn từ 200 card'],
  ['Sticker bế hình', 'Bản nháp, chưa phát hành'],
  ['Standee mica', 'Quà tặng cho fan'],
  ['Sách ảnh bìa cứng', 'Đang ẩn'],
  ['Sticker Hologram', 'Ánh bảy màu lấp lánh'],
];
slides.forEach(([title, subtitle], i) => {
  files[`slide-${i + 1}.svg`] = banner(title, subtitle, (i * 53 + 10) % 360);
});
for (const user of SEED_USERS) {
  if (user.avt) files[user.avt] = avatar(user.fullname, (user.id * 67) % 360);
}

mkdirSync(IMAGES_DIR, { recursive: true });
for (const [name, content] of Object.entries(files)) writeFileSync(join(IMAGES_DIR, name), content);
console.log(`Wrote ${Object.keys(files).length} images to ${IMAGES_DIR}`);
