import { sdk } from '@/sdk';
import { mediaUrl } from '@/sdk/client';
import { course } from '@/sdk/content';
import type { CourseSection } from '@/sdk/content';
import { CourseForm } from '@/src/console/CourseForm';
import { FormScreen } from '@/app/admin/FormScreen';
import { parseInput, requireRecordId } from '@/app/admin/saveSingleton';
import { useContentForm } from '@/app/admin/useContentForm';

/** /course: the sell-course block (title, sub title, image, five points). */
export function Component() {
  const form = useContentForm<CourseSection>({
    input: { singleton: true, emptyValues: {} },
    load: () => sdk.course.getAll(),
    save: async (request) => {
      const fields = parseInput(course.update, {
        ...request.values,
        courseId: requireRecordId(request),
      });
      return (await sdk.course.update(fields, { courseImage: request.files.courseImage })).item;
    },
  });
  return (
    <FormScreen loading={form.loading} loadError={form.loadError} onRetry={form.retry}>
      <CourseForm
        key={form.version}
        initialValues={form.current}
        imageUrl={form.current ? mediaUrl(form.current.courseImage) : null}
        onSubmit={form.submit}
        onInvalid={form.toastInvalid}
        submitting={form.submitting}
      />
    </FormScreen>
  );
}
