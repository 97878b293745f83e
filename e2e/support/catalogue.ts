import { inject } from 'vitest';

// Reads the seeded catalogue through the public API, so journeys pick real rows without knowing ids.

export interface ApiJobType {
  id: number;
  code: string;
  name: string;
  unit: string;
  category_id: number;
  category_name: string;
  default_productivity: number;
  default_worker_ratio: string;
  has_brick_variants: boolean;
}

export async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${inject('baseURL')}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A wall job whose materials depend on the brick type (the richest calculator form). */
export async function brickWallJobType(): Promise<ApiJobType> {
  const { categories } = await api<{ categories: { id: number }[] }>('/jobs/categories');
  for (const category of categories) {
    const { job_types } = await api<{ job_types: ApiJobType[] }>(`/jobs/types/${category.id}`);
    const wall = job_types.find((job) => job.has_brick_variants);
    if (wall) return wall;
  }
  throw new Error('no job type with brick variants in the catalogue');
}
