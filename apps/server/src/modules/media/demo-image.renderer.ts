import * as lucide from 'lucide';
import { z } from 'zod';

/** The seed's description of a generated product picture. */
export const generatorSpecSchema = z.object({
  bg: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  fg: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  shape: z.string(),
  label: z.string().optional(),
});
export type GeneratorSpec = z.infer<typeof generatorSpecSchema>;

type IconNode = [string, Record<string, string | number>][];

const SHAPE_ICONS: Record<string, keyof typeof lucide> = {
  phone: 'Smartphone',
  laptop: 'Laptop',
  headphones: 'Headphones',
  watch: 'Watch',
  tv: 'Tv',
  dress: 'Shirt',
  shirt: 'Shirt',
  shoe: 'Footprints',
  bag: 'ShoppingBag',
  pot: 'CookingPot',
  lamp: 'Lamp',
  sofa: 'Sofa',
  bottle: 'Milk',
  lipstick: 'Sparkles',
  ball: 'Volleyball',
  bike: 'Bike',
  book: 'BookOpen',
  pen: 'PenTool',
  toy: 'Puzzle',
  stroller: 'Baby',
  car: 'Car',
  tire: 'Disc',
  box: 'Package',
};

const escapeAttr = (v: string | number) =>
  String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function iconMarkup(shape: string): string {
  const name = SHAPE_ICONS[shape] ?? 'Package';
  const node = (lucide as unknown as Record<string, IconNode | undefined>)[name] ?? [];
  return node
    .map(([tag, attrs]) => {
      const a = Object.entries(attrs)
        .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
        .join(' ');
      return `<${tag} ${a}/>`;
    })
    .join('');
}

/** Mixes a hex colour towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A square studio-style picture: soft gradient, a floor shadow and a line icon of the product
 * kind. Drawn without text so no system fonts are needed.
 */
export function renderDemoSvg(spec: GeneratorSpec, size = 800): string {
  const light = shade(spec.bg, 0.55);
  const dark = shade(spec.bg, -0.15);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${spec.bg}"/></linearGradient>
    <radialGradient id="s" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <circle cx="400" cy="380" r="250" fill="#ffffff" fill-opacity="0.35"/>
  <ellipse cx="400" cy="660" rx="220" ry="34" fill="url(#s)"/>
  <g transform="translate(160 140) scale(20)" fill="none" stroke="${dark}" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round">${iconMarkup(spec.shape)}</g>
  <g transform="translate(160 140) scale(20)" fill="none" stroke="${spec.fg}" stroke-opacity="0.55" stroke-width="0.5" stroke-linecap="round" stroke-linejoin="round">${iconMarkup(spec.shape)}</g>
</svg>`;
}
