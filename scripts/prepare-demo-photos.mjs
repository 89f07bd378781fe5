// Prepares the demo catalogue's product photos (run by hand, not at install or start): takes the
// source images named below, makes 800 px squares (studio shots padded on white, scene photos
// cropped on their subject), strips metadata and writes WebP into
// apps/server/assets/demo-photos/<source>/<name>.webp. Sources and licences:
// apps/server/assets/demo-photos/SOURCES.md.
//
//   node scripts/prepare-demo-photos.mjs <dir with vendure/ magento/ eshop/ boutique/>
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const sharp = createRequire(resolve('apps/server/package.json'))('sharp');
const src = resolve(process.argv[2] ?? '');
const out = resolve('apps/server/assets/demo-photos');
const SIZE = 800;

/** Unsplash scene photos: where to keep the subject when cropping to a square. */
const UNSPLASH_CROP = {
  // default: sharp's attention strategy (saliency); 'pad' fits the whole photo on its own
  // edge colour, for wide subjects a square crop would cut.
  'mikkel-bech-748940': 'pad',
  'paul-weaver-1120584': 'pad',
  'florian-klauer-14840': 'bottom',
};

const jobs = [];
const add = (from, to, mode, position) => jobs.push({ from, to, mode, position });

// Luma (Magento sample data): every apparel colour's main photo, one back/alt view per
// product, bags, watches and fitness gear.
const magento = readdirSync(join(src, 'magento'));
const apparel = /^((?:m|w)(?:h|j|p|s|sh|t|b)\d\d)-([a-z]+)_(main|back|alt1)\.jpg$/;
const extraTaken = new Set();
// Colours the sample catalogue has a photo of but does not sell.
const LUMA_SKIP = new Set(['mp03-black', 'ms01-blue', 'ms03-black']);
for (const f of magento.sort()) {
  const m = apparel.exec(f);
  if (m) {
    const [, sku, colour, view] = m;
    if (LUMA_SKIP.has(`${sku}-${colour}`)) continue;
    if (view !== 'main') {
      if (extraTaken.has(sku)) continue;
      extraTaken.add(sku);
    }
    add(`magento/${f}`, `luma/${sku}-${colour}${view === 'main' ? '' : `-${view}`}`, 'contain');
  } else if (/^(mb|ub|wb|mg|wg|ug)\d\d-[a-z]+-0(_alt1)?\.jpg$/.test(f) || f.startsWith('luma-')) {
    add(`magento/${f}`, `luma/${f.replace(/\.jpg$/, '').replace(/_/g, '-')}`, 'contain');
  }
}
// eShop pictures that show something else besides the product (a brochure, a screen).
const ESHOP_SKIP = new Set(['45', '70', '72', '84']);
for (const f of readdirSync(join(src, 'eshop')).filter(
  (f) => f.endsWith('.webp') && !ESHOP_SKIP.has(f.replace('.webp', '')),
))
  add(`eshop/${f}`, `eshop/${f.replace('.webp', '')}`, 'native');
for (const f of readdirSync(join(src, 'boutique')).filter((f) => f.endsWith('.jpg')))
  add(`boutique/${f}`, `boutique/${f.replace('.jpg', '')}`, 'contain');
for (const f of readdirSync(join(src, 'vendure')).filter((f) => f.endsWith('.jpg'))) {
  const name = f.replace(/-unsplash\.jpg$/, '');
  const crop = UNSPLASH_CROP[name];
  add(`vendure/${f}`, `unsplash/${name}`, crop === 'pad' ? 'pad' : 'cover', crop);
}

/** Fits the whole photo in the square and continues its edge pixels into the margins. */
async function padToSquare(img) {
  const { data, info } = await img
    .resize(SIZE, SIZE, { fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  const top = Math.floor((SIZE - info.height) / 2);
  const left = Math.floor((SIZE - info.width) / 2);
  return sharp(data).extend({
    top,
    bottom: SIZE - info.height - top,
    left,
    right: SIZE - info.width - left,
    extendWith: 'copy',
  });
}

const only = process.argv[3] ? new RegExp(process.argv[3]) : null;
let bytes = 0;
let done = 0;
for (const job of jobs.filter((j) => !only || only.test(j.to))) {
  const target = join(out, `${job.to}.webp`);
  mkdirSync(resolve(target, '..'), { recursive: true });
  const from = join(src, job.from);
  const img = sharp(from).rotate().flatten({ background: '#ffffff' });
  const resized =
    job.mode === 'native'
      ? img.resize(SIZE, SIZE, { fit: 'contain', background: '#ffffff', withoutEnlargement: true })
      : job.mode === 'contain'
        ? img.resize(SIZE, SIZE, { fit: 'contain', background: '#ffffff' })
        : job.mode === 'pad'
          ? await padToSquare(img)
          : img.resize(SIZE, SIZE, {
              fit: 'cover',
              position: job.position ?? sharp.strategy.attention,
            });
  const buf = await resized.webp({ quality: 78, effort: 6 }).toBuffer();
  writeFileSync(target, buf);
  bytes += buf.length;
  done++;
}
process.stdout.write(`${done} photos, ${(bytes / 1e6).toFixed(1)} MB\n`);
