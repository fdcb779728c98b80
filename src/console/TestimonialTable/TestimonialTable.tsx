import { useState } from 'react';
import type { TestimonialItem } from '@/sdk/content';
import { ConfirmDialog } from '../ConfirmDialog';
import { DataTable, DataTableRowActions, truncate, type DataTableColumn } from '../DataTable';
import { StarRating } from '@/src/ui/StarRating';
import { Toggle } from '../Toggle';

export interface TestimonialTableProps {
  /** The testimonials, active and inactive. */
  testimonials: readonly TestimonialItem[];
  /** Turns a stored path into a full URL (API host + path); the container knows the host. */
  imageUrl: (path: string) => string;
  /** Shows the loading row while the list is fetched. */
  loading?: boolean;
  /** Ids of testimonials with a change in flight; their toggle and actions are disabled. */
  pendingIds?: readonly string[];
  /** Called with the testimonial whose Status toggle was flipped; the container sends the change. */
  onToggleStatus: (testimonial: TestimonialItem) => void;
  /** Called with the testimonial to edit. */
  onEdit: (testimonial: TestimonialItem) => void;
  /** Called with the testimonial to delete, only after the user confirmed. */
  onDelete: (testimonial: TestimonialItem) => void;
}

/** Manage Testimonials: S.NO, Person Name, Image, Desc, Rating, Status, Action. */
export function TestimonialTable({
  testimonials,
  imageUrl,
  loading,
  pendingIds = [],
  onToggleStatus,
  onEdit,
  onDelete,
}: TestimonialTableProps) {
  const [toDelete, setToDelete] = useState<TestimonialItem | null>(null);
  const columns: DataTableColumn<TestimonialItem>[] = [
    { id: 'sno', header: 'S.NO', cell: (_, position) => position },
    {
      id: 'name',
      header: 'Person Name',
      cell: (t) => t.testimonialPersonName,
      sortValue: (t) => t.testimonialPersonName,
      filterValue: (t) => t.testimonialPersonName,
    },
    {
      id: 'image',
      header: 'Image',
      cell: (t) => (
        <img
          className="data-table__thumb data-table__thumb--testimonial"
          src={imageUrl(t.testimonialImg)}
          alt={t.testimonialPersonName}
          width={60}
          height={30}
        />
      ),
    },
    {
      id: 'desc',
      header: 'Desc',
      cell: (t) => <span title={t.testimonialDesc}>{truncate(t.testimonialDesc)}</span>,
      filterValue: (t) => t.testimonialDesc,
    },
    {
      id: 'rating',
      header: 'Rating',
      cell: (t) => <StarRating value={t.rating} readOnly size="sm" />,
      sortValue: (t) => t.rating,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => (
        <Toggle
          checked={t.isActive}
          label={`Status of ${t.testimonialPersonName}`}
          hideLabel
          disabled={pendingIds.includes(t._id)}
          onChange={() => onToggleStatus(t)}
        />
      ),
      sortValue: (t) => (t.isActive ? 1 : 0),
    },
    {
      id: 'action',
      header: 'Action',
      cell: (t) => (
        <DataTableRowActions
          itemName={`testimonial of ${t.testimonialPersonName}`}
          disabled={pendingIds.includes(t._id)}
          onEdit={() => onEdit(t)}
          onDelete={() => setToDelete(t)}
        />
      ),
    },
  ];
  return (
    <>
      <DataTable
        rows={testimonials}
        columns={columns}
        getRowKey={(t) => t._id}
        caption="Testimonials"
        loading={loading}
        emptyMessage="No testimonials yet."
        filterLabel="Search testimonials"
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this testimonial?"
        confirmLabel="Delete"
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) onDelete(toDelete);
          setToDelete(null);
        }}
      >
        {toDelete
          ? `The testimonial of ${toDelete.testimonialPersonName} will be removed from the site. This cannot be undone.`
          : null}
      </ConfirmDialog>
    </>
  );
}
