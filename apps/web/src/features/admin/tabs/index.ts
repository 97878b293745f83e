import type { ComponentType } from 'react';
import { CalculationsTab } from './CalculationsTab';
import { CategoriesTab } from './CategoriesTab';
import { DangerZoneTab } from './DangerZoneTab';
import { EquipmentTab } from './EquipmentTab';
import { JobTypesTab } from './JobTypesTab';
import { LaborTab } from './LaborTab';
import { MaterialsTab } from './MaterialsTab';
import { ProjectsTab } from './ProjectsTab';
import { UsersTab } from './UsersTab';

/** The panel's tabs, in order; `id` is the ?tab= value, so a reload keeps the tab. */
export const ADMIN_TABS: { id: string; label: string; Panel: ComponentType }[] = [
  { id: 'categories', label: 'Kategori', Panel: CategoriesTab },
  { id: 'job-types', label: 'Jenis pekerjaan', Panel: JobTypesTab },
  { id: 'materials', label: 'Material', Panel: MaterialsTab },
  { id: 'labor', label: 'Upah', Panel: LaborTab },
  { id: 'equipment', label: 'Peralatan', Panel: EquipmentTab },
  { id: 'users', label: 'Pengguna', Panel: UsersTab },
  { id: 'calculations', label: 'Semua kalkulasi', Panel: CalculationsTab },
  { id: 'projects', label: 'Semua proyek', Panel: ProjectsTab },
  { id: 'danger', label: 'Zona berbahaya', Panel: DangerZoneTab },
];

export function findTab(id: string | null) {
  return ADMIN_TABS.find((tab) => tab.id === id) ?? ADMIN_TABS[0]!;
}
