// Writes the pictures of the seeded content (public/images/content/<icon>-<scene>.svg): for each commodity of the
// seed, a field, a port and a storage scene in the commodity's colours. Drawn by this script, so the seed uses no
// third-party picture. Run: node --import tsx scripts/generate-content-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { SEED_SUBJECTS } from '../server/db/seed-data';
import { CONTENT_IMAGE_SCENES, contentImagePath, type ContentImageScene } from '../server/content/images';

/** The crop's colour and the ground's, per commodity icon (others: a green field). */
const PALETTES: Record<string, [crop: string, ground: string]> = {
  'sugar-ethanol': ['#7cb342', '#558b2f'],
  cotton: ['#f5f5f5', '#8d6e63'],
  rice: ['#c0ca33', '#689f38'],
  cattle: ['#a1887f', '#7cb342'],
  coffee: ['#c62828', '#2e7d32'],
  beans: ['#6d4c41', '#8d6e63'],
  chicken: ['#fff3e0', '#9ccc65'],
  corn: ['#fbc02d', '#7cb342'],
  soy: ['#afb42b', '#827717'],
  'soy-meal-oil': ['#d4a017', '#8d6e63'],
  swine: ['#f8bbd0', '#8d6e63'],
  wheat: ['#e6b84f', '#a1887f'],
  bioenergy: ['#43a047', '#1b5e20'],
  fertilizers: ['#90a4ae', '#6d4c41'],
};

const sky = (top: string, bottom: string) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="640" height="360" fill="url(#s)"/>`;

/** Crop rows running to the horizon. */
function rows(crop: string, from: number): string {
  let out = '';
  for (let row = 0; row < 9; row++) {
    const y = from + row * row * 2.6 + row * 6;
    out += `<path d="M0 ${y.toFixed(1)} Q320 ${(y - 10).toFixed(1)} 640 ${y.toFixed(1)}" stroke="${crop}" stroke-width="${(2 + row * 1.4).toFixed(1)}" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  }
  return out;
}

const SCENES: Record<ContentImageScene, (crop: string, ground: string) => string> = {
  field: (crop, ground) =>
    sky('#8ec5fc', '#e0f0ff') +
    '<circle cx="520" cy="80" r="36" fill="#ffd54f"/>' +
    `<path d="M0 200 Q160 170 320 195 T640 185 V360 H0Z" fill="${ground}"/>` +
    rows(crop, 215),
  port: (crop, ground) =>
    sky('#90caf9', '#e3f2fd') +
    '<rect y="230" width="640" height="130" fill="#1e5b8c"/>' +
    '<path d="M0 250 q20 -6 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="#4f8fc0" stroke-width="3" fill="none"/>' +
    '<path d="M120 205 H500 L470 250 H150Z" fill="#37474f"/>' +
    `<rect x="170" y="175" width="60" height="30" fill="${crop}"/><rect x="236" y="175" width="60" height="30" fill="${ground}"/><rect x="302" y="175" width="60" height="30" fill="${crop}"/>` +
    '<rect x="400" y="150" width="40" height="55" fill="#eceff1"/>' +
    '<path d="M560 230 V70 H470 M560 70 L600 230" stroke="#f9a825" stroke-width="8" fill="none"/>',
  storage: (crop, ground) =>
    sky('#b3e5fc', '#f1f8e9') +
    `<path d="M0 250 Q320 225 640 250 V360 H0Z" fill="${ground}"/>` +
    rows(crop, 270) +
    [150, 230, 310]
      .map(
        (x) =>
          `<rect x="${x}" y="110" width="64" height="140" fill="#cfd8dc"/><path d="M${x} 110 L${x + 32} 80 L${x + 64} 110Z" fill="#90a4ae"/>`,
      )
      .join('') +
    '<rect x="400" y="160" width="150" height="90" fill="#a1887f"/><path d="M392 160 L475 115 L558 160Z" fill="#6d4c41"/>',
};

mkdirSync('public/images/content', { recursive: true });
let written = 0;
for (const subject of SEED_SUBJECTS) {
  const [crop, ground] = PALETTES[subject.icone] ?? ['#8bc34a', '#558b2f'];
  for (const scene of CONTENT_IMAGE_SCENES) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">${SCENES[scene](crop, ground)}</svg>\n`;
    writeFileSync(`public${contentImagePath(subject.icone, scene)}`, svg);
    written++;
  }
}
console.log(`${written} pictures in public/images/content`);
