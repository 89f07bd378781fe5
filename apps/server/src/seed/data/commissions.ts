/**
 * Demo commission rates by top category, basis points (1 % = 100), as Turkish marketplaces
 * publish them: electronics lowest, fashion highest (docs/decisions/039). Every subcategory
 * takes its top category's rate unless a more specific rule says otherwise.
 */
export const CATEGORY_COMMISSIONS: Record<string, number> = {
  Moda: 2_000,
  'Spor & Outdoor': 1_600,
  Elektronik: 800,
  'Ev & Yaşam': 1_500,
  'Kozmetik & Kişisel Bakım': 1_400,
  Kitap: 1_000,
  'Kırtasiye & Hobi': 1_200,
  'Anne & Bebek': 1_300,
  'Oto Aksesuar': 1_200,
  Süpermarket: 600,
};
