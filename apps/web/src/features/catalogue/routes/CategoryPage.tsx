import { Link, useParams } from 'react-router';
import { NotOnDevice } from '../../../components/NotOnDevice';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/Feedback';
import { describeApiError, isNotFound } from '../../../lib/api-client';
import { connectionMessages } from '../../../lib/messages';
import { missingOffline } from '../../../lib/offline';
import { useCategoryJobTypes } from '../api/queries';
import { JobTypeList } from '../components/JobTypeList';
import { useDocumentTitle } from '../../../lib/document-title';

export default function CategoryPage() {
  const categoryId = Number(useParams().categoryId);
  const query = useCategoryJobTypes(categoryId);
  const { data, isPending, isError, error, refetch } = query;
  const invalid = !Number.isInteger(categoryId) || categoryId <= 0;
  // Offline, a category never opened online is not on the device (it loads by itself once the network is back).
  const notCached = !invalid && missingOffline(query);
  useDocumentTitle(data?.category.name);

  return (
    <div className="space-y-6">
      <nav className="text-sm text-slate-500" aria-label="Breadcrumb">
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          Beranda
        </Link>
        <span className="mx-2">/</span>
        <span>{data?.category.name ?? 'Kategori'}</span>
      </nav>
      {(invalid || (isError && isNotFound(error))) && (
        <EmptyState title="Kategori pekerjaan tidak ditemukan.">
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            Lihat semua kategori
          </Link>
        </EmptyState>
      )}
      {notCached && <NotOnDevice message={connectionMessages.categoryNotCached} />}
      {!invalid && isPending && !notCached && <Skeleton className="h-64" />}
      {isError && !isNotFound(error) && !notCached && (
        <ErrorState message={describeApiError(error)[0] ?? ''} onRetry={() => refetch()} />
      )}
      {data && (
        <>
          <header>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{data.category.name}</h1>
            {data.category.description && <p className="mt-2 text-slate-600">{data.category.description}</p>}
          </header>
          {data.job_types.length === 0 ? (
            <EmptyState title="Belum ada jenis pekerjaan di kategori ini." />
          ) : (
            <JobTypeList jobTypes={data.job_types} />
          )}
        </>
      )}
    </div>
  );
}
