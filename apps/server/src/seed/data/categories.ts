// The category tree. Every leaf names the product kind that fills it; `weight` makes
// popular leaves (phones, dresses) hold more of the demo products.
import { slugify } from '@carsi/shared';

export interface CategoryDef {
  name: string;
  icon?: string;
  description?: string;
  kind?: string;
  weight?: number;
  children?: CategoryDef[];
}

const leaf = (name: string, kind: string, weight = 1): CategoryDef => ({ name, kind, weight });

export const CATEGORY_TREE: CategoryDef[] = [
  {
    name: 'Elektronik',
    icon: 'smartphone',
    description: 'Telefon, bilgisayar, kulaklık, akıllı saat ve televizyonda en yeni modeller.',
    children: [
      {
        name: 'Cep Telefonu',
        children: [
          leaf('Akıllı Telefon', 'phone', 3),
          leaf('Telefon Kılıfı', 'phone-case'),
          leaf('Şarj Cihazı & Powerbank', 'charger'),
        ],
      },
      {
        name: 'Bilgisayar & Tablet',
        children: [
          leaf('Dizüstü Bilgisayar', 'laptop', 2),
          leaf('Tablet', 'tablet'),
          leaf('Mouse & Klavye', 'peripheral'),
        ],
      },
      leaf('Kulaklık', 'headphones', 2),
      leaf('Akıllı Saat', 'smartwatch', 1.5),
      {
        name: 'TV & Görüntü',
        children: [leaf('Televizyon', 'tv', 1.5), leaf('Projeksiyon Cihazı', 'projector', 0.5)],
      },
      {
        name: 'Küçük Ev Aletleri',
        children: [
          leaf('Süpürge', 'vacuum'),
          leaf('Kahve Makinesi', 'coffee-machine'),
          leaf('Ütü', 'iron', 0.7),
        ],
      },
    ],
  },
  {
    name: 'Moda',
    icon: 'shirt',
    description: 'Kadın, erkek ve çocuk giyimde yeni sezon.',
    children: [
      {
        name: 'Kadın',
        children: [
          leaf('Elbise', 'dress', 3),
          leaf('Bluz', 'blouse', 1.5),
          leaf('Ayakkabı', 'women-shoe', 2),
          leaf('Çanta', 'handbag', 1.5),
        ],
      },
      {
        name: 'Erkek',
        children: [
          leaf('Tişört', 'tshirt', 2),
          leaf('Gömlek', 'shirt', 1.5),
          leaf('Ayakkabı', 'men-shoe', 2),
          leaf('Jean & Pantolon', 'jeans', 1.5),
        ],
      },
      {
        name: 'Çocuk',
        children: [leaf('Kız Çocuk Giyim', 'kids-girl'), leaf('Erkek Çocuk Giyim', 'kids-boy')],
      },
    ],
  },
  {
    name: 'Ev & Yaşam',
    icon: 'sofa',
    description: 'Mutfaktan salona evinizi güzelleştiren her şey.',
    children: [
      {
        name: 'Mutfak',
        children: [
          leaf('Tencere & Tava', 'cookware', 1.5),
          leaf('Yemek Takımı', 'dinnerware'),
          leaf('Bardak & Sürahi', 'glassware'),
        ],
      },
      {
        name: 'Ev Tekstili',
        children: [
          leaf('Nevresim Takımı', 'bedding'),
          leaf('Havlu & Bornoz', 'towel'),
          leaf('Halı', 'rug'),
        ],
      },
      leaf('Aydınlatma', 'lamp'),
      {
        name: 'Mobilya',
        children: [leaf('Koltuk & Kanepe', 'sofa'), leaf('Kitaplık & Raf', 'shelf', 0.7)],
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
          leaf('Ruj', 'lipstick', 1.5),
          leaf('Maskara', 'mascara'),
          leaf('Oje', 'nail-polish'),
        ],
      },
      {
        name: 'Cilt Bakımı',
        children: [
          leaf('Nemlendirici & Serum', 'moisturiser', 1.5),
          leaf('Güneş Kremi', 'sunscreen'),
        ],
      },
      {
        name: 'Parfüm & Kolonya',
        children: [leaf('Parfüm', 'perfume', 1.5), leaf('Kolonya', 'cologne', 0.7)],
      },
      {
        name: 'Saç Bakımı',
        children: [
          leaf('Şampuan & Saç Kremi', 'shampoo'),
          leaf('Saç Şekillendirici', 'hair-dryer'),
        ],
      },
    ],
  },
  {
    name: 'Spor & Outdoor',
    icon: 'dumbbell',
    description: 'Spor giyim, koşu ayakkabısı, fitness ve kamp ekipmanı.',
    children: [
      leaf('Spor Giyim', 'tracksuit', 2),
      leaf('Spor Ayakkabı', 'running-shoe', 2),
      leaf('Fitness & Kondisyon', 'fitness'),
      leaf('Kamp & Outdoor', 'camping'),
      leaf('Bisiklet', 'bicycle'),
      leaf('Top & Takım Sporları', 'ball', 0.7),
    ],
  },
  {
    name: 'Kitap',
    icon: 'book-open',
    description: 'Edebiyattan tarihe, çocuk kitaplarından kişisel gelişime.',
    children: [
      {
        name: 'Edebiyat',
        children: [leaf('Roman', 'novel', 2), leaf('Öykü', 'stories'), leaf('Şiir', 'poetry')],
      },
      leaf('Çocuk Kitapları', 'children-book', 1.5),
      leaf('Kişisel Gelişim', 'self-help'),
      leaf('Tarih', 'history'),
    ],
  },
  {
    name: 'Kırtasiye & Hobi',
    icon: 'pencil',
    description: 'Okul, ofis ve hobi malzemeleri.',
    children: [
      leaf('Kalem', 'pen'),
      leaf('Defter & Ajanda', 'notebook'),
      leaf('Boya & Resim Malzemeleri', 'art-supplies'),
      leaf('Puzzle & Kutu Oyunu', 'puzzle'),
    ],
  },
  {
    name: 'Anne & Bebek',
    icon: 'baby',
    description: 'Bebek arabasından beslenmeye, bebeğiniz için güvenli ürünler.',
    children: [
      {
        name: 'Bebek Taşıma',
        children: [leaf('Bebek Arabası', 'stroller', 1.5), leaf('Oto Koltuğu', 'car-seat')],
      },
      {
        name: 'Bebek Bakım',
        children: [leaf('Bebek Bezi', 'diapers', 1.5), leaf('Islak Mendil', 'wet-wipes')],
      },
      leaf('Beslenme', 'feeding'),
      leaf('Bebek Giyim', 'baby-clothes', 1.5),
      leaf('Oyuncak', 'educational-toy', 1.5),
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
          leaf('Araç Kamerası', 'dash-cam'),
          leaf('Araç İçi Telefon & Şarj', 'car-charger'),
        ],
      },
      leaf('Oto Lastiği', 'tyre', 1.5),
      {
        name: 'Oto Bakım',
        children: [leaf('Motor Yağı', 'motor-oil'), leaf('Oto Temizlik', 'car-care')],
      },
      leaf('İç Aksesuar', 'car-interior'),
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
          leaf('Zeytinyağı', 'olive-oil'),
          leaf('Çay & Kahve', 'tea-coffee', 1.5),
          leaf('Bakliyat & Makarna', 'staples'),
        ],
      },
      leaf('Atıştırmalık', 'snacks', 1.5),
      leaf('Su & İçecek', 'water'),
      leaf('Deterjan & Temizlik', 'laundry', 1.5),
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
  weight: number;
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
        weight: def.weight ?? 1,
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
