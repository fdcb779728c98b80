import { HomeTextFields, home, type ImageOf } from '@/sdk/content';

type HomeImageField = ImageOf<typeof home>;
import { AdminForm, AdminFormCard, formValues, useAdminForm } from '../AdminForm';
import type { AdminFormSubmission } from '../AdminForm';
import { ImageField } from '../ImageField';
import { TextField } from '../TextField';
import { HomeContentFormService, SERVICE_ORDINALS } from './HomeContentFormService';

/** Every home image but the mobile service banner is required (spec section 5). */
const REQUIRED_IMAGES = home.imageNames.filter((f) => f !== 'serviceBannerImageMob');

export interface HomeContentFormProps {
  /** The stored home record's text (or nothing when none exists yet). Read once, on mount. */
  initialValues?: Partial<HomeTextFields> | null;
  /** Full URLs (API host + stored path) of the stored images; a stored image counts as present. */
  imageUrls?: Partial<Record<HomeImageField, string | null>>;
  /** Called with the parsed text and the newly chosen files when everything required is there. */
  onSubmit: (submission: AdminFormSubmission<HomeTextFields, HomeImageField>) => void;
  /** Called with 'All fields are required.' (or the schema's message) instead of submitting. */
  onInvalid?: (message: string) => void;
  /** Disables the form while the parent saves. */
  submitting?: boolean;
  /** The server's message after a failed save. */
  error?: string | null;
}

/**
 * The Home screen: "Home Banner" and "Service We Provide" cards and one Update button.
 * Fields hold their own state, starting from `initialValues`; give the form a `key` that changes
 * with the record (key={home?._id}) to start over from new data.
 */
export function HomeContentForm({
  initialValues,
  imageUrls,
  onSubmit,
  onInvalid,
  submitting = false,
  error,
}: HomeContentFormProps) {
  const form = useAdminForm({
    initialValues: formValues(HomeTextFields, initialValues),
    schema: HomeTextFields,
    requiredImages: REQUIRED_IMAGES,
    imageUrls,
    onSubmit,
    onInvalid,
  });
  const { values, setValue, images, setImage } = form;
  const image = (name: HomeImageField, label: string, required = true) => (
    <ImageField
      label={label}
      name={name}
      required={required}
      currentUrl={imageUrls?.[name]}
      file={images[name]}
      onChange={(file) => setImage(name, file)}
    />
  );

  return (
    <AdminForm
      label="Home content"
      submitLabel="Update"
      submitting={submitting}
      error={form.problem ?? error}
      onSubmit={form.submit}
    >
      <AdminFormCard title="Home Banner">
        <TextField
          label="Banner Title"
          name="bannerTitle"
          required
          value={values.bannerTitle}
          onChange={(v) => setValue('bannerTitle', v)}
        />
        <TextField
          label="Banner Sub Title"
          name="bannerSubTitle"
          required
          multiline
          value={values.bannerSubTitle}
          onChange={(v) => setValue('bannerSubTitle', v)}
        />
        {image('bannerImage', 'Banner Image')}
      </AdminFormCard>
      <AdminFormCard title="Service We Provide">
        <TextField
          label="Service Title"
          name="serviceTitle"
          required
          value={values.serviceTitle}
          onChange={(v) => setValue('serviceTitle', v)}
        />
        <TextField
          label="Service Sub Title"
          name="serviceSubTitle"
          required
          multiline
          value={values.serviceSubTitle}
          onChange={(v) => setValue('serviceSubTitle', v)}
        />
        {image('serviceImage', 'Service Image')}
        {SERVICE_ORDINALS.map((ordinal) => (
          <HomeContentFormService
            key={ordinal}
            ordinal={ordinal}
            title={values[`serviceTitle${ordinal}`]}
            subTitle={values[`serviceSubTitle${ordinal}`]}
            onChange={setValue}
            image={image(`serviceImage${ordinal}`, `Service ${ordinal} Image`)}
          />
        ))}
        {image('serviceBannerImage', 'Laptop Service Banner Image')}
        {image('serviceBannerImageMob', 'Mobile Service Banner Image', false)}
      </AdminFormCard>
    </AdminForm>
  );
}
