import { lazy } from 'react';

/** "Tambah ke proyek" of the job calculator and the specialised calculators, loaded when it opens. */
export const AddToProjectDialog = lazy(() => import('./components/AddToProjectDialog'));
export type { AddToProjectProps } from './components/AddToProjectDialog';
