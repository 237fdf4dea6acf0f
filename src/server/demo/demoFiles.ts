/**
 * Small real files for the demo data, made here without any image library: PNG pictures (a plot under a sky,
 * one palette each) encoded with node:zlib, and a one-page PDF brochure. A handful is reused by every record.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Storage } from '../storage/storage';

type Rgb = readonly [number, number, number];
type Palette = { skyTop: Rgb; skyBottom: Rgb; ground: Rgb; building: Rgb; sun: Rgb };

const palettes: Palette[] = [
  { skyTop: [70, 130, 200], skyBottom: [190, 220, 245], ground: [96, 160, 80], building: [230, 200, 150], sun: [255, 220, 90] },
  { skyTop: [240, 120, 60], skyBottom: [250, 210, 150], ground: [150, 110, 70], building: [120, 80, 60], sun: [255, 245, 200] },
  { skyTop: [40, 60, 120], skyBottom: [120, 150, 210], ground: [70, 120, 90], building: [200, 200, 210], sun: [250, 250, 230] },
  { skyTop: [110, 180, 220], skyBottom: [220, 240, 250], ground: [190, 160, 110], building: [180, 90, 70], sun: [255, 200, 60] },
  { skyTop: [150, 100, 180], skyBottom: [240, 190, 200], ground: [110, 140, 70], building: [245, 240, 230], sun: [255, 170, 120] },
  { skyTop: [60, 150, 160], skyBottom: [200, 235, 225], ground: [130, 170, 60], building: [90, 110, 140], sun: [255, 235, 150] },
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes 8-bit RGB pixels as a PNG (filter 0 on every scanline). */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[o++] = r;
      raw[o++] = g;
      raw[o++] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function scene(p: Palette, variant: number): Buffer {
  const width = 480;
  const height = 300;
  const horizon = 190 + (variant % 3) * 10;
  const [sunX, sunY] = [90 + variant * 55, 70];
  const [bx0, bx1, by0] = [220 + (variant % 2) * 60, 360 + (variant % 2) * 60, 110 + (variant % 3) * 15];
  return encodePng(width, height, (x, y) => {
    if (y >= horizon) return mix(p.ground, [40, 60, 30], (y - horizon) / (height - horizon) / 2);
    if (x >= bx0 && x < bx1 && y >= by0) {
      const window = (x - bx0) % 28 > 8 && (x - bx0) % 28 < 20 && (y - by0) % 30 > 8 && (y - by0) % 30 < 20;
      return window ? [60, 80, 110] : p.building;
    }
    if ((x - sunX) ** 2 + (y - sunY) ** 2 < 28 ** 2) return p.sun;
    return mix(p.skyTop, p.skyBottom, y / horizon);
  });
}

/** The demo pictures: `count` PNG files named after their palette. */
export function demoPictures(count = palettes.length): { name: string; body: Buffer }[] {
  return Array.from({ length: count }, (_, i) => ({ name: `scene-${i + 1}.png`, body: scene(palettes[i % palettes.length], i) }));
}

/** A valid one-page PDF whose page shows `title`. */
export function demoBrochurePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Stores the files the import template's example row names (its images and brochure are the demo data's first
 * files): tests and benchmarks that import the example on a server without demo data call this first.
 */
export async function storeTemplateExampleFiles(storage: Pick<Storage, 'put'>): Promise<void> {
  await Promise.all([
    ...demoPictures(2).map((p) => storage.put(`demo/${p.name}`, p.body)),
    storage.put('demo/brochure-1.pdf', demoBrochurePdf('Kokapet Greens - Brochure')),
  ]);
}
