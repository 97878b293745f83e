// What a sync of browser results to the account says (POST /api/calculations/sync): the API answers with these, and
// the browser says the same when it sends the results in parts and adds up the parts' outcomes.

export const calculationSyncMessages = {
  /** Results already in the account (a sync sent twice, or from two tabs) are named apart, not as "0 disinkronkan". */
  synced: (count: number, alreadyThere = 0) =>
    count === 0 && alreadyThere > 0
      ? `${alreadyThere} kalkulasi lokal sudah ada di akun Anda; tidak ada yang perlu disinkronkan.`
      : `${count} kalkulasi lokal disinkronkan ke akun Anda.` +
        (alreadyThere > 0 ? ` ${alreadyThere} lainnya sudah ada di akun.` : ''),
  othersThere: (count: number) => `${count} lainnya sudah ada di akun.`,
  alreadyThere: (count: number) => `${count} kalkulasi lokal sudah ada di akun Anda.`,
  /** Browser copies changed after an earlier sync stored them (its answer lost): the account now holds the change. */
  updated: (count: number) => `${count} kalkulasi di akun diperbarui dengan perubahan dari browser ini.`,
  /** Stored before and changed in the account since: the account keeps its version, the browser its copy. */
  accountNewer: (count: number) =>
    `${count} kalkulasi lokal tidak disinkronkan karena versinya di akun diubah lebih baru; salinannya tetap di browser ini.`,
};
