import { lazy } from 'react';

/** "Tambah ke proyek" of the job calculator and the specialised calculators, loaded when it opens. */
export const AddToProjectDialog = lazy(() => import('./components/AddToProjectDialog'));
export type { AddToProjectProps } from './components/AddToProjectDialog';

/** Offline, which job types can be added to a project here, and how the others are marked (as the project's search). */
export { keptJobTypeDetails } from './api/cached-job-types';
export { NeedsConnectionBadge, NeedsConnectionNote } from './components/NeedsConnection';
