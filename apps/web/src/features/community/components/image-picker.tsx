import { useId, useState, type ChangeEvent } from 'react';
import { communityCopy } from '../copy.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import { prepareImageForUpload } from '../lib/compress-image.ts';
import { imageSrc } from '../lib/image-src.ts';
import { CameraIcon, CloseIcon } from './icons.tsx';
import styles from './post-editor.module.css';

export type ImagePickerProps = {
  /** The kept server image, when there is no new file. */
  imageUrl: string | null;
  imageFile: File | null;
  onPick: (file: File) => void;
  onRemove: () => void;
};

/**
 * One image per post (spec §2, §5): image types only; from 1 MB up it is compressed in the browser
 * first, and a failed compression alerts '이미지 압축에 실패했어요' and attaches nothing. The preview
 * has a cross to remove it.
 */
export function ImagePicker({ imageUrl, imageFile, onPick, onRemove }: ImagePickerProps) {
  const inputId = useId();
  const [isPreparing, setIsPreparing] = useState(false);
  const fileUrl = useObjectUrl(imageFile);
  const previewUrl = imageFile ? fileUrl : imageUrl === null ? null : imageSrc(imageUrl);
  const hasImage = imageFile !== null || imageUrl !== null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again after removing it still reports a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      window.alert(communityCopy.imageTypeOnly);
      return;
    }
    setIsPreparing(true);
    try {
      onPick(await prepareImageForUpload(file));
    } catch {
      window.alert(communityCopy.imageCompressionFailed);
    } finally {
      setIsPreparing(false);
    }
  };

  return (
    <div className={styles.imagePicker}>
      <input
        id={inputId}
        className={`visually-hidden ${styles.fileInput}`}
        type="file"
        accept="image/*"
        onChange={(event) => void pick(event)}
        disabled={isPreparing}
      />
      <label htmlFor={inputId} className={styles.toolButton} aria-busy={isPreparing || undefined}>
        <CameraIcon />
        <span>{isPreparing ? communityCopy.preparingImage : communityCopy.addImage}</span>
      </label>
      {hasImage && (
        <div className={styles.preview}>
          {previewUrl && <img src={previewUrl} alt={communityCopy.imagePreviewAlt} className={styles.previewImage} />}
          <button type="button" className={styles.remove} onClick={onRemove} aria-label={communityCopy.removeImage}>
            <CloseIcon size={14} />
          </button>
        </div>
      )}
    </div>
  );
}
