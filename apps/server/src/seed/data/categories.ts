// The category tree. Every leaf names the product kind that fills it: photographed items of the
// kind (data/photos) and `count` generated, illustrated ones.
import { slugify } from '@carsi/shared';

export interface CategoryDef {
  name: string;
  icon?: string;
  description?: string;
  kind?: string;
  /**
   * Generated (illustrated) products the demo puts in this leaf; photographed items come on top,
   * one product each. Also the leaf's weight in the large generated catalogue.
   */
  count?: number;
  children?: CategoryDef[];
}

/** A leaf with `count` generated products of `kind` (0 for leaves of photographed items). */
const leaf = (name: string, kind: string, count = 0): CategoryDef => ({ name, kind, count });

export const CATEGORY_TREE: CategoryDef[] = [
  {
    name: 'Moda',
    icon: 'shirt',
    description: 'Kadın ve erkek spor giyim, ayakkabı, çanta ve saatte yeni sezon.',
    children: [
      {
        name: 'Kadın Giyim',
        children: [
          leaf('Sweatshirt & Polar', 'women-sweatshirt'),
          leaf('Mont & Ceket', 'women-jacket'),
          leaf('Tişört', 'women-tee'),
          leaf('Atlet & Spor Sütyeni', 'women-top'),
          leaf('Tayt & Eşofman Altı', 'women-leggings'),
          leaf('Şort', 'women-shorts'),
        ],
      },
      {
        name: 'Erkek Giyim',
        children: [
          leaf('Sweatshirt', 'men-sweatshirt'),
          leaf('Mont & Ceket', 'men-jacket'),
          leaf('Tişört', 'men-tee'),
          leaf('Atlet', 'men-tank'),
          leaf('Eşofman Altı', 'men-pants'),
          leaf('Şort', 'men-shorts'),
        ],
      },
      leaf('Ayakkabı & Sneaker', 'shoe'),
      leaf('Çanta', 'bag'),
      leaf('Saat & Gözlük', 'accessory'),
    ],
  },
  {
    name: 'Spor & Outdoor',
    icon: 'dumbbell',
    description: 'Kamp, doğa yürüyüşü, kış sporları, tırmanış, bisiklet ve fitness ekipmanı.',
    children: [
      {
        name: 'Outdoor Giyim & Ayakkabı',
        children: [
          leaf('Outdoor Mont', 'outdoor-jacket'),
          leaf('Bot & Outdoor Ayakkabı', 'hiking-shoe'),
        ],
      },
      {
        name: 'Kamp & Doğa Yürüyüşü',
        children: [
          leaf('Çadır', 'tent'),
          leaf('Sırt Çantası & Seyahat Çantası', 'backpack'),
          leaf('Baton & Kafa Lambası', 'trekking'),
          leaf('GPS & Pusula', 'navigation'),
        ],
      },
      {
        name: 'Kış Sporları',
        children: [leaf('Snowboard & Kayak', 'winter-sport'), leaf('Kayak Gözlüğü', 'goggles')],
      },
      leaf('Tırmanış', 'climbing'),
      leaf('Bisiklet & Kask', 'cycling'),
      leaf('Fitness & Yoga', 'fitness'),
      leaf('Top & Kaykay', 'ball'),
    ],
  },
  {
    name: 'Elektronik',
    icon: 'smartphone',
    description: 'Telefon, bilgisayar, fotoğraf makinesi, kulaklık ve küçük ev aletleri.',
    children: [
      {
        name: 'Cep Telefonu',
        children: [
          leaf('Akıllı Telefon', 'phone', 8),
          leaf('Telefon Kılıfı', 'phone-case', 4),
          leaf('Şarj Cihazı & Powerbank', 'charger', 4),
        ],
      },
      {
        name: 'Bilgisayar',
        children: [
          leaf('Dizüstü, Masaüstü & Tablet', 'computer'),
          leaf('Monitör & Bileşen', 'pc-parts'),
          leaf('Klavye, Mouse & Kablo', 'peripheral'),
        ],
      },
      {
        name: 'Fotoğraf & Kamera',
        children: [leaf('Fotoğraf Makinesi', 'camera'), leaf('Lens & Tripod', 'camera-accessory')],
      },
      leaf('Kulaklık', 'headphones', 6),
      leaf('Akıllı Saat', 'smartwatch', 4),
      {
        name: 'TV & Görüntü',
        children: [leaf('Televizyon', 'tv', 4), leaf('Projeksiyon Cihazı', 'projector', 2)],
      },
      {
        name: 'Küçük Ev Aletleri',
        children: [
          leaf('Süpürge', 'vacuum', 3),
          leaf('Kahve Makinesi', 'coffee-machine', 3),
          leaf('Ütü', 'iron', 2),
        ],
      },
    ],
  },
  {
    name: 'Ev & Yaşam',
    icon: 'sofa',
    description: 'Mobilyadan mutfağa, bitkilerden ev tekstiline evinizi güzelleştiren her şey.',
    children: [
      {
        name: 'Mobilya',
        children: [
          leaf('Koltuk & Kanepe', 'sofa'),
          leaf('Sandalye & Tabure', 'chair'),
          leaf('Sehpa & Masa', 'table'),
        ],
      },
      leaf('Dekorasyon & Aydınlatma', 'decor'),
      leaf('Çiçek & Bitki', 'plant'),
      {
        name: 'Mutfak',
        children: [
          leaf('Tencere & Tava', 'cookware', 4),
          leaf('Yemek Takımı', 'dinnerware', 2),
          leaf('Bardak', 'glassware', 2),
          leaf('Mutfak Gereçleri', 'kitchen'),
        ],
      },
      {
        name: 'Ev Tekstili',
        children: [
          leaf('Nevresim Takımı', 'bedding', 3),
          leaf('Havlu', 'towel', 2),
          leaf('Halı', 'rug', 2),
        ],
      },
    ],
  },
  {
    name: 'Kozmetik & Kişisel Bakım',
    icon: 'sparkles',
    description: 'Makyaj, cilt bakımı, parfüm ve saç bakımında sevilen markalar.',
    children: [
      {
        name: 'Makyaj',
        children: [
          leaf('Ruj', 'lipstick', 4),
          leaf('Maskara', 'mascara', 2),
          leaf('Oje', 'nail-polish', 3),
        ],
      },
      {
        name: 'Cilt Bakımı',
        children: [
          leaf('Nemlendirici Krem', 'moisturiser', 3),
          leaf('Güneş Kremi', 'sunscreen', 2),
        ],
      },
      {
        name: 'Parfüm & Kolonya',
        children: [leaf('Parfüm', 'perfume', 4), leaf('Kolonya', 'cologne', 2)],
      },
      {
        name: 'Saç Bakımı',
        children: [
          leaf('Şampuan & Saç Kremi', 'shampoo', 3),
          leaf('Saç Kurutma Makinesi', 'hair-dryer', 2),
        ],
      },
    ],
  },
  {
    name: 'Kitap',
    icon: 'book-open',
    description: 'Edebiyattan tarihe, çocuk kitaplarından kişisel gelişime.',
    children: [
      {
        name: 'Edebiyat',
        children: [
          leaf('Roman', 'novel', 6),
          leaf('Öykü', 'stories', 3),
          leaf('Şiir', 'poetry', 2),
        ],
      },
      leaf('Çocuk Kitapları', 'children-book', 3),
      leaf('Kişisel Gelişim', 'self-help', 2),
      leaf('Tarih', 'history', 2),
    ],
  },
  {
    name: 'Kırtasiye & Hobi',
    icon: 'pencil',
    description: 'Okul, ofis ve hobi malzemeleri.',
    children: [
      leaf('Kalem', 'pen', 3),
      leaf('Defter & Ajanda', 'notebook', 3),
      leaf('Boya & Resim Malzemeleri', 'art-supplies', 2),
      leaf('Puzzle & Kutu Oyunu', 'puzzle', 3),
    ],
  },
  {
    name: 'Anne & Bebek',
    icon: 'baby',
    description: 'Bebek arabasından beslenmeye, bebeğiniz için güvenli ürünler.',
    children: [
      {
        name: 'Bebek Taşıma',
        children: [leaf('Bebek Arabası', 'stroller', 3), leaf('Oto Koltuğu', 'car-seat', 2)],
      },
      {
        name: 'Bebek Bakım',
        children: [leaf('Bebek Bezi', 'diapers', 3), leaf('Islak Mendil', 'wet-wipes', 3)],
      },
      leaf('Biberon', 'feeding', 2),
      leaf('Bebek Giyim', 'baby-clothes', 3),
      leaf('Oyuncak', 'educational-toy', 3),
    ],
  },
  {
    name: 'Oto Aksesuar',
    icon: 'car',
    description: 'Lastik, motor yağı, araç kamerası ve iç aksesuarlar.',
    children: [
      {
        name: 'Oto Elektronik',
        children: [
          leaf('Araç Kamerası', 'dash-cam', 2),
          leaf('Araç İçi Telefon Tutucu', 'car-charger', 2),
        ],
      },
      leaf('Oto Lastiği', 'tyre', 4),
      {
        name: 'Oto Bakım',
        children: [leaf('Motor Yağı', 'motor-oil', 3), leaf('Oto Temizlik', 'car-care', 2)],
      },
      leaf('Oto Paspas', 'car-interior', 2),
    ],
  },
  {
    name: 'Süpermarket',
    icon: 'shopping-basket',
    description: 'Temel gıda, atıştırmalık, içecek ve temizlik ürünleri.',
    children: [
      {
        name: 'Temel Gıda',
        children: [
          leaf('Zeytinyağı', 'olive-oil', 3),
          leaf('Çay & Kahve', 'tea-coffee', 4),
          leaf('Bakliyat & Makarna', 'staples', 3),
        ],
      },
      leaf('Atıştırmalık', 'snacks', 4),
      leaf('Su', 'water', 2),
      leaf('Deterjan', 'laundry', 3),
    ],
  },
];

export interface FlatCategory {
  /** Index in the flat list; parents come before their children. */
  index: number;
  parentIndex: number | null;
  name: string;
  slug: string;
  depth: number;
  position: number;
  icon: string | null;
  description: string | null;
  kind: string | null;
  /** Generated products in the demo (see CategoryDef.count). */
  count: number;
  /** Names from the top category down to this one. */
  names: string[];
  topSlug: string;
}

/**
 * The tree in depth-first order with unique slugs: a name used twice ("Ayakkabı" under Kadın
 * and Erkek) is prefixed with its parent's name ("kadin-ayakkabi").
 */
export function flattenCategories(tree: CategoryDef[] = CATEGORY_TREE): FlatCategory[] {
  const out: FlatCategory[] = [];
  const used = new Set<string>();
  const nameCount = new Map<string, number>();
  const count = (defs: CategoryDef[]) =>
    defs.forEach((d) => {
      nameCount.set(d.name, (nameCount.get(d.name) ?? 0) + 1);
      if (d.children) count(d.children);
    });
  count(tree);
  const walk = (defs: CategoryDef[], parent: FlatCategory | null) => {
    defs.forEach((def, position) => {
      const ambiguous = (nameCount.get(def.name) ?? 0) > 1 && parent;
      const slug = slugify(ambiguous ? `${parent.name} ${def.name}` : def.name);
      if (used.has(slug)) throw new Error(`duplicate category slug ${slug}`);
      used.add(slug);
      const node: FlatCategory = {
        index: out.length,
        parentIndex: parent?.index ?? null,
        name: def.name,
        slug,
        depth: parent ? parent.depth + 1 : 0,
        position,
        icon: def.icon ?? null,
        description: def.description ?? null,
        kind: def.children ? null : (def.kind ?? null),
        count: def.count ?? 0,
        names: [...(parent?.names ?? []), def.name],
        topSlug: parent?.topSlug ?? slug,
      };
      out.push(node);
      if (def.children) walk(def.children, node);
    });
  };
  walk(tree, null);
  return out;
}
