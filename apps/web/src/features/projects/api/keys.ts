export const PROJECTS_KEY = ['projects'] as const;

export const projectKeys = {
  all: PROJECTS_KEY,
  list: (search: string) => [...PROJECTS_KEY, 'list', search] as const,
  one: (id: number) => [...PROJECTS_KEY, 'one', id] as const,
};
