// Every query of the account history starts with this key, so one invalidation refreshes list and stats.
export const HISTORY_KEY = ['history'] as const;

export const historyKeys = {
  all: HISTORY_KEY,
  list: (params: object) => [...HISTORY_KEY, 'list', params] as const,
  stats: () => [...HISTORY_KEY, 'stats'] as const,
};
