import { useNavigate } from 'react-router-dom';
import { sdk } from '@/sdk';
import { mediaUrl } from '@/sdk/client';
import { TestimonialTable } from '@/src/console/TestimonialTable';
import { useManagedList } from '@/app/admin/useManagedList';

/** /manage-testimonials: every testimonial, with status toggle, edit and delete. */
export function Component() {
  const navigate = useNavigate();
  const list = useManagedList({
    load: () => sdk.testimonials.getAll(),
    setActive: async (t, isActive) =>
      (
        await sdk.testimonials.update({
          testimonialSectionId: t._id,
          testimonialDesc: t.testimonialDesc,
          testimonialPersonName: t.testimonialPersonName,
          rating: t.rating,
          isActive,
        })
      ).item,
    remove: async (t) => (await sdk.testimonials.delete({ testimonialSectionId: t._id })).id,
  });
  return (
    <TestimonialTable
      testimonials={list.items}
      imageUrl={mediaUrl}
      loading={list.loading}
      pendingIds={list.pendingIds}
      onToggleStatus={(t) => void list.toggle(t)}
      onEdit={(t) => void navigate(`/update-testimonial/${t._id}`)}
      onDelete={(t) => void list.remove(t)}
    />
  );
}
