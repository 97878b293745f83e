// Every admin query starts with ADMIN_KEY. A catalogue write also empties the catalogue and calculator caches,
// so the home page, the category pages and the next calculation show the new rows and prices.
export const ADMIN_KEY = ['admin'] as const;
export const CATALOGUE_KEYS = [ADMIN_KEY, ['catalogue'], ['calculator'], ['history']] as const;

export const adminKeys = {
  categories: [...ADMIN_KEY, 'categories'] as const,
  jobTypes: [...ADMIN_KEY, 'job-types'] as const,
  jobTypeDetails: (id: number) => [...ADMIN_KEY, 'job-type-details', id] as const,
  materials: [...ADMIN_KEY, 'materials'] as const,
  laborRates: [...ADMIN_KEY, 'labor-rates'] as const,
  equipment: [...ADMIN_KEY, 'equipment'] as const,
  users: [...ADMIN_KEY, 'users'] as const,
  calculations: (params: object) => [...ADMIN_KEY, 'calculations', params] as const,
};
