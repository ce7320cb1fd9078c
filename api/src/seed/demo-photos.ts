import sharp from 'sharp';
import type { FileStorage } from '../providers/storage/storage-provider.js';
import { createRandom, type Random } from './random.js';

export type DemoPhoto = {
  key: string;
  width: number;
  height: number;
  bytes: number;
  placeholder: string;
};

const WIDTH = 1280;
const HEIGHT = 854;

/** A living room: wall, floor, a window with sky, a sofa and a lamp, in the given palette. */
function interiorSvg(r: Random): string {
  const wall = `hsl(${r.int(20, 60)},${r.int(10, 30)}%,${r.int(82, 93)}%)`;
  const floor = `hsl(${r.int(20, 40)},${r.int(25, 45)}%,${r.int(45, 65)}%)`;
  const sofa = `hsl(${r.int(0, 360)},${r.int(20, 50)}%,${r.int(35, 55)}%)`;
  const sky = `hsl(${r.int(195, 215)},${r.int(50, 70)}%,${r.int(70, 85)}%)`;
  const wx = r.int(120, 700);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="${wall}"/>
  <rect y="${HEIGHT * 0.68}" width="100%" height="${HEIGHT * 0.32}" fill="${floor}"/>
  <rect x="${wx}" y="120" width="380" height="330" fill="${sky}" stroke="#fff" stroke-width="14"/>
  <line x1="${wx + 190}" y1="120" x2="${wx + 190}" y2="450" stroke="#fff" stroke-width="10"/>
  <path d="M${wx} 400 Q ${wx + 120} 330 ${wx + 230} 390 T ${wx + 380} 370 V450 H${wx} Z" fill="hsl(${r.int(90, 140)},25%,40%)"/>
  <rect x="${r.int(120, 600)}" y="${HEIGHT * 0.55}" width="460" height="150" rx="26" fill="${sofa}"/>
  <rect x="${r.int(900, 1100)}" y="${HEIGHT * 0.3}" width="10" height="${HEIGHT * 0.4}" fill="#333"/>
  <ellipse cx="${r.int(905, 1105)}" cy="${HEIGHT * 0.3}" rx="60" ry="36" fill="hsl(45,70%,80%)"/>
</svg>`;
}

/** A house front: a coloured corrugated-iron façade and a red or dark roof, Reykjavík style. */
function exteriorSvg(r: Random): string {
  const facade = r.pick([
    '#c9d6df',
    '#f2e3c6',
    '#d84b3f',
    '#f6f1e7',
    '#3f6c8f',
    '#e9c46a',
    '#7a9e7e',
  ]);
  const roof = r.pick(['#8c2f2f', '#2f3e46', '#5c4033', '#a23b2a']);
  const sky = `hsl(${r.int(195, 215)},${r.int(40, 70)}%,${r.int(70, 88)}%)`;
  const windows = Array.from({ length: 6 }, (_, i) => {
    const x = 330 + (i % 3) * 220;
    const y = 380 + Math.floor(i / 3) * 190;
    return `<rect x="${x}" y="${y}" width="120" height="130" fill="#dfeaf2" stroke="#fff" stroke-width="10"/>`;
  }).join('');
  const ridges = Array.from(
    { length: 40 },
    (_, i) =>
      `<line x1="${260 + i * 19}" y1="320" x2="${260 + i * 19}" y2="${HEIGHT * 0.9}" stroke="rgba(0,0,0,0.06)" stroke-width="4"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="${sky}"/>
  <rect y="${HEIGHT * 0.9}" width="100%" height="${HEIGHT * 0.1}" fill="#6b7b5e"/>
  <rect x="260" y="320" width="760" height="${HEIGHT * 0.9 - 320}" fill="${facade}"/>
  ${ridges}
  <polygon points="220,330 640,110 1060,330" fill="${roof}"/>
  ${windows}
  <rect x="590" y="${HEIGHT * 0.9 - 170}" width="100" height="170" fill="#4a3b2f"/>
</svg>`;
}

/**
 * What makes each photo its own: pictures, shelves, rugs and plants (or, outside, neighbours'
 * walls and trees) placed by the photo's own generator. Without them the scenes differ mostly in
 * colour and the listing check would take them for copies of each other.
 */
function furnishingsSvg(index: number): string {
  const r = createRandom(7001 + index * 97);
  return Array.from({ length: 9 }, () => {
    const w = r.int(90, 420);
    const h = r.int(70, 380);
    const x = r.int(0, WIDTH - w);
    const y = r.int(0, HEIGHT - h);
    const fill = `hsl(${r.int(0, 360)},${r.int(10, 45)}%,${r.int(8, 92)}%)`;
    return r.chance(0.3)
      ? `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}" fill="${fill}"/>`
      : `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r.int(0, 18)}" fill="${fill}"/>`;
  }).join('');
}

/**
 * Renders the demo market's photos at seed time (nothing downloaded): a set of interiors and
 * façades that listings share, so seeding stays quick.
 */
export async function createDemoPhotos(
  storage: FileStorage,
  r: Random,
  count: number,
): Promise<DemoPhoto[]> {
  const photos: DemoPhoto[] = [];
  for (let i = 0; i < count; i++) {
    const scene = i % 3 === 0 ? exteriorSvg(r) : interiorSvg(r);
    const key = `demo/photo-${String(i + 1).padStart(2, '0')}.jpg`;
    photos.push(
      await storeDemoPhoto(storage, key, scene.replace('</svg>', `${furnishingsSvg(i)}</svg>`)),
    );
  }
  return photos;
}

async function storeDemoPhoto(storage: FileStorage, key: string, svg: string): Promise<DemoPhoto> {
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const preview = await sharp(data)
    .resize(10, 10, { fit: 'cover' })
    .blur(3)
    .webp({ quality: 50 })
    .toBuffer();
  await storage.put(key, data, 'image/jpeg');
  return {
    key,
    width: WIDTH,
    height: HEIGHT,
    bytes: data.length,
    placeholder: `data:image/webp;base64,${preview.toString('base64')}`,
  };
}

/** One more interior, of a listing's own (not one of the shared set), stored under `key`. */
export function createOwnDemoPhoto(
  storage: FileStorage,
  key: string,
  index: number,
): Promise<DemoPhoto> {
  const scene = interiorSvg(createRandom(9001 + index));
  return storeDemoPhoto(
    storage,
    key,
    scene.replace('</svg>', `${furnishingsSvg(100 + index)}</svg>`),
  );
}
