import { useQuery } from '@tanstack/react-query';
import type { StructurePrices } from '@kalkulator/core';
import { fetchMaterialsOfJobTypes } from './job-types';

// Catalogue prices for the structure calculators: the concrete job (K-225, SNI 7394) holds cement, pasir beton,
// split and water; the reinforcement job holds the steel. Material codes are stable (seed keyed by code).
const CONCRETE_JOB = 'A.4.1.1.7';
const REBAR_JOB = 'A.4.1.1.17';
const MATERIAL_OF: Record<keyof StructurePrices, string> = {
  cement: 'M.01',
  sand: 'M.03',
  gravel: 'M.04',
  water: 'M.05',
  steel: 'M.13',
};

/** Partial: a price the catalogue does not hold keeps its default. */
export function useCataloguePrices(enabled: boolean) {
  return useQuery({
    queryKey: ['calculators', 'structure-prices'],
    enabled,
    queryFn: async () => {
      const materials = await fetchMaterialsOfJobTypes([CONCRETE_JOB, REBAR_JOB]);
      const prices: Partial<Record<keyof StructurePrices, number>> = {};
      for (const [key, code] of Object.entries(MATERIAL_OF) as [keyof StructurePrices, string][]) {
        const material = materials.find((item) => item.code === code);
        if (material) prices[key] = material.price;
      }
      return prices;
    },
  });
}
