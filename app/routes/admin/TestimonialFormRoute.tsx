import { useParams } from 'react-router-dom';
import { sdk } from '@/sdk';
import { mediaUrl } from '@/sdk/client';
import { ApiError } from '@/sdk/errors';
import { ALL_FIELDS_REQUIRED } from '@/sdk/schemas/common';
import { TestimonialCreate, testimonials } from '@/sdk/content';
import type { TestimonialItem } from '@/sdk/content';
import { TestimonialForm } from '@/src/console/TestimonialForm';
import { FormScreen } from '@/app/admin/FormScreen';
import { parseInput } from '@/app/admin/saveSingleton';
import { useContentForm } from '@/app/admin/useContentForm';

function TestimonialFormScreen({ id }: { id: string | undefined }) {
  const form = useContentForm<TestimonialItem>({
    input: {
      id,
      emptyValues: { testimonialDesc: '', testimonialPersonName: '', rating: 5 },
      redirectTo: '/manage-testimonials',
    },
    load: (testimonialSectionId) => sdk.testimonials.getAll({ testimonialSectionId }),
    save: async ({ mode, values, files }) => {
      const image = files.testimonialImg;
      if (mode === 'update') {
        const fields = parseInput(testimonials.update, { ...values, testimonialSectionId: id });
        return (await sdk.testimonials.update(fields, { testimonialImg: image })).item;
      }
      if (!image) throw new ApiError(400, ALL_FIELDS_REQUIRED);
      return (
        await sdk.testimonials.create(parseInput(TestimonialCreate, values), {
          testimonialImg: image,
        })
      ).item;
    },
  });
  return (
    <FormScreen loading={form.loading} loadError={form.loadError} onRetry={form.retry}>
      <TestimonialForm
        key={form.version}
        mode={id ? 'update' : 'create'}
        initialValues={form.current}
        imageUrl={form.current ? mediaUrl(form.current.testimonialImg) : null}
        onSubmit={form.submit}
        onInvalid={form.toastInvalid}
        submitting={form.submitting}
      />
    </FormScreen>
  );
}

/** /create-new-testimonial and /update-testimonial/:id share one screen. */
export function Component() {
  const { id } = useParams();
  return <TestimonialFormScreen key={id ?? 'new'} id={id} />;
}
