import { createLocalId, type CalculationResult } from '@kalkulator/core';

// Real results for the browser bench, priced by the running server over every job type of the catalogue:
// for a guest's browser store (localStorage) or saved in an account.

export interface JobType {
  id: number;
  default_productivity: number;
  default_worker_ratio: string;
  has_brick_variants: boolean;
}

export function apiOf(baseUrl: string) {
  return async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

type Api = ReturnType<typeof apiOf>;

/** Every job type, category by category, in the catalogue's order. */
export async function jobTypes(api: Api): Promise<JobType[]> {
  const { categories } = await api<{ categories: { id: number }[] }>('/jobs/categories');
  const lists = await Promise.all(
    categories.map((category) => api<{ job_types: JobType[] }>(`/jobs/types/${category.id}`)),
  );
  return lists.flatMap((list) => list.job_types);
}

/** `count` forms over every job type, with volumes and projects that differ. */
function forms(types: JobType[], count: number) {
  return Array.from({ length: count }, (_, index) => {
    const jobType = types[index % types.length]!;
    return {
      jobTypeId: jobType.id,
      body: JSON.stringify({
        volume: String(5 + (index % 97) * 1.5),
        productivity: jobType.default_productivity,
        worker_ratio: jobType.default_worker_ratio,
        profit_percentage: '20',
        project_name: `Proyek ${Math.floor(index / 10) + 1} Blok ${String.fromCharCode(65 + (index % 26))}`,
      }),
    };
  });
}

/** Sends every request, ten at a time. */
async function inBatches<T, R>(items: T[], send: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let start = 0; start < items.length; start += 10) {
    answers.push(...(await Promise.all(items.slice(start, start + 10).map(send))));
  }
  return answers;
}

/** The browser store's JSON (local_calculations) of `count` results, as "Simpan" keeps them for a guest. */
export async function browserStore(api: Api, types: JobType[], count: number): Promise<string> {
  const now = new Date().toISOString();
  const results = await inBatches(forms(types, count), async ({ jobTypeId, body }) => {
    const { calculation } = await api<{ calculation: CalculationResult }>(`/calculations/${jobTypeId}`, {
      method: 'POST',
      body,
    });
    return { ...calculation, id: createLocalId(), is_local: true, created_at: now, updated_at: now };
  });
  return JSON.stringify(results);
}

/** A new account holding `count` saved results; answers its token. */
export async function accountWithResults(api: Api, types: JobType[], count: number): Promise<string> {
  const name = `bench_${Date.now().toString(36)}`;
  const { token } = await api<{ token: string }>('/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      full_name: 'Bench Ekspor',
      username: name,
      email: `${name}@contoh.com`,
      password: `rahasia-${name}`,
    }),
  });
  const headers = { authorization: `Bearer ${token}` };
  await inBatches(forms(types, count), ({ jobTypeId, body }) =>
    api(`/calculations/${jobTypeId}/save`, { method: 'POST', body, headers }),
  );
  return token;
}
