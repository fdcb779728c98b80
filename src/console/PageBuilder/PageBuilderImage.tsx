import { useState } from 'react';
import type { BlockField } from '../blockForms';
import { ImageField } from '../ImageField';
import { useBlockImageStore } from './blockImageStore';

export interface PageBuilderImageProps {
  id: string;
  name: string;
  spec: BlockField;
  /** The stored path the block keeps ('' before one is uploaded). */
  value: unknown;
  onChange: (path: string) => void;
  /** The block's problem with it (none chosen, not a stored picture). */
  error: string | undefined;
  disabled: boolean;
}

const UPLOAD_FAILED = 'The picture could not be stored. Try again.';

/**
 * A block's own picture: a file chosen here is stored at once (the screen's BlockImageStore: POST
 * /api/pages/block-image, checked by content and size as every upload) and the block keeps the
 * stored path it answers;
 * saving the page keeps it. The upload's refusal (a file that is no image, one too large) is
 * said beside the field, as the page's own picture's is.
 */
export function PageBuilderImage({
  id,
  name,
  spec,
  value,
  onChange,
  error,
  disabled,
}: PageBuilderImageProps) {
  const images = useBlockImageStore();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const path = typeof value === 'string' ? value : '';
  const choose = async (chosen: File | null) => {
    setRefused(null);
    setFile(chosen);
    if (!chosen) return;
    try {
      onChange(await images.store(chosen));
    } catch (reason) {
      setRefused(reason instanceof Error && reason.message ? reason.message : UPLOAD_FAILED);
    } finally {
      setFile(null);
    }
  };
  return (
    <div className="page-builder__field">
      <ImageField
        id={id}
        label={spec.label}
        name={name}
        required
        currentUrl={path ? images.url(path) : null}
        file={file}
        onChange={(chosen) => void choose(chosen)}
        previewWidth={240}
        previewHeight={180}
        disabled={disabled || file !== null}
        error={refused ?? error}
      />
      {spec.hint ? <p className="text-field__hint">{spec.hint}</p> : null}
      {file ? (
        <p className="page-builder__uploading" role="status">
          Storing the picture…
        </p>
      ) : null}
    </div>
  );
}
