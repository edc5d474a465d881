import { useId, useState, type ChangeEvent } from 'react';
import { Spinner, buttonClass, shrinkPhoto, useT } from 'shared';
import { ABOKI_PHOTO_MAX_BYTES, ABOKI_PHOTO_TYPES, type AbokiOwnerView } from 'shared/schemas';
import { uploadAbokiPhoto } from '../api/abokis.js';
import { abokiBook } from '../i18n/index.js';
import styles from './components.module.css';

const TYPES: readonly string[] = ABOKI_PHOTO_TYPES;

/**
 * The photo as a `data:` URL for the preview: the site's Content-Security-Policy allows images from
 * itself and `data:` only, not `blob:`. Null when it cannot be read (no preview, the upload goes on).
 */
function readAsDataUrl(photo: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    if (typeof FileReader === 'undefined') {
      resolve(null);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(photo);
  });
}

/**
 * The Aboki's photo, chosen from the gallery or taken with the phone's camera, previewed, shrunk in
 * the browser when large and uploaded at once: a photo taken is never lost to a later step's error.
 */
export function PhotoPicker({
  aboki,
  onUploaded,
}: {
  aboki: AbokiOwnerView;
  onUploaded: (aboki: AbokiOwnerView) => void;
}) {
  const t = useT(abokiBook);
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setSaved(false);
    if (!TYPES.includes(file.type)) {
      setError(t('Choose a JPEG, PNG or WebP photo.'));
      return;
    }
    setBusy(true);
    const photo = await shrinkPhoto(file);
    if (photo.size > ABOKI_PHOTO_MAX_BYTES) {
      setBusy(false);
      setError(
        t('This photo is too large. Choose one under {size} MB.', {
          size: ABOKI_PHOTO_MAX_BYTES / 1024 / 1024,
        }),
      );
      return;
    }
    // Seen at once while it uploads on a slow connection.
    setPreview(await readAsDataUrl(photo));
    const result = await uploadAbokiPhoto(aboki.id, photo);
    setBusy(false);
    if (!result.ok) {
      setPreview(null);
      setError(result.error.message);
      return;
    }
    setSaved(true);
    // From now on the server's copy shows: re-encoded and cropped to size, as Users will see it.
    setPreview(null);
    onUploaded(result.data.aboki);
  }

  const shown = preview ?? aboki.photoUrl;
  return (
    <div className={styles.photo}>
      <div className={styles.photoFrame}>
        {shown ? (
          <img src={shown} alt={t('Photo of {name}', { name: aboki.firstName })} width={96} height={96} />
        ) : (
          <span aria-hidden="true">{aboki.firstName.charAt(0)}</span>
        )}
      </div>
      <div>
        <p className={styles.legend}>{t('Photo')}</p>
        <p id={`${id}-hint`} className={styles.note}>
          {t('A clear photo of the face, in good light. Take it now or choose one.')}
        </p>
        {/* The label is the button people see; the file input inside it stays focusable. */}
        <label className={`${buttonClass('secondary')} ${styles.photoButton}`}>
          {aboki.photoUrl ? t('Change the photo') : t('Add a photo')}
          <input
            className={styles.visuallyHidden}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onChange={(event) => void onChange(event)}
          />
        </label>
        {busy ? <Spinner label={t('Uploading the photo…')} /> : null}
        {saved ? (
          <p role="status" className={styles.saved}>
            {t('Photo saved.')}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
