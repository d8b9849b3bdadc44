import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_CONTENT_TYPES } from '../../../contract/files';
import { MAX_PHOTOS_PER_REQUEST } from '../../../contract/job-requests';
import type { Photo } from '../../../machines/job-request-form.machine';

/**
 * What the file picker offers. HEIC is left out on purpose (contract/files.ts): Safari then hands over
 * JPEG, which the server can open; phones still offer the camera and the photo library for these.
 */
export const PHOTO_ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

const previewable = (file: File) => (UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type);

/**
 * A local preview of the chosen file, its object URL released when it is removed. A file not added, or
 * one the browser cannot draw (named a photo but not one), shows a placeholder instead of a broken picture.
 */
function Preview({ file, refused }: { file: File; refused: boolean }) {
  const img = useRef<HTMLImageElement>(null);
  const [undrawable, setUndrawable] = useState(false);
  const canPreview = previewable(file) && !refused && !undrawable;
  useEffect(() => {
    if (!canPreview || !img.current) return undefined;
    const objectUrl = URL.createObjectURL(file);
    img.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, canPreview]);
  const box = { width: 72, height: 72, flex: '0 0 72px', borderRadius: 1, bgcolor: 'action.hover', objectFit: 'cover' as const };
  if (!canPreview) {
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center' }}>
        <BrokenImageOutlinedIcon color="disabled" aria-hidden />
      </Box>
    );
  }
  return <Box component="img" ref={img} alt={`Preview of ${file.name}`} onError={() => setUndrawable(true)} sx={box} />;
}

function statusText(photo: Photo<File>) {
  switch (photo.status) {
    case 'queued':
      return 'Waiting to upload';
    case 'uploading':
      return `Uploading, ${Math.round(photo.progress * 100)} %`;
    case 'uploaded':
      return 'Uploaded';
    case 'failed':
      return photo.error ?? 'Not uploaded';
    case 'refused':
      return photo.error ?? 'Not a photo we can take';
  }
}

/** Said once to screen readers when a photo starts, finishes or fails (not at every percent). */
function announcement(photo: Photo<File>) {
  if (photo.status === 'uploading') return `Uploading ${photo.file.name}.`;
  if (photo.status === 'uploaded') return `${photo.file.name} uploaded.`;
  if (photo.status === 'failed') return `${photo.file.name} was not uploaded: ${photo.error ?? ''}`;
  if (photo.status === 'refused') return `${photo.file.name} was not added: ${photo.error ?? ''}`;
  return '';
}

export interface PhotoPickerProps {
  photos: Photo<File>[];
  notice: string | undefined;
  error: string | undefined;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  /** The button, for focus when the photos need attention. */
  buttonRef: (element: HTMLElement | null) => void;
  /** A photo's first button (Try again, or Remove when it is refused), for focus when that photo needs attention. */
  photoButtonRef: (key: string, element: HTMLElement | null) => void;
}

/**
 * Photos of the job: dropped onto the zone or chosen with its button (which phones answer with the
 * camera or the library), each shown with its preview, its upload's progress, and what went wrong. A
 * refused file stays listed with its reason and Remove only: it is not sent, and holds nothing back.
 */
export function PhotoPicker({ photos, notice, error, disabled, onAdd, onRemove, onRetry, buttonRef, photoButtonRef }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const statusId = useId();
  const live = photos.map(announcement).filter(Boolean).at(-1) ?? '';

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer.files.length) onAdd([...event.dataTransfer.files]);
  };

  return (
    <Box>
      <Box
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
        }}
      >
        <Typography sx={{ mb: 1.5 }}>Drop photos here, or</Typography>
        <Button
          variant="outlined"
          startIcon={<AddAPhotoOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          ref={buttonRef}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        >
          Add photos
        </Button>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          hidden
          aria-label="Photos of the job"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Emptied so the same photo can be chosen again after it is removed.
            event.target.value = '';
            if (files.length) onAdd(files);
          }}
        />
        <Typography id={hintId} variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          Optional: up to {MAX_PHOTOS_PER_REQUEST} photos (JPEG, PNG or WebP, 10 MB each). They help the contractor price the job.
        </Typography>
      </Box>
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
      {notice && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {notice}
        </Typography>
      )}
      <Box className="visually-hidden" aria-live="polite">
        {live}
      </Box>
      {photos.length > 0 && (
        <Box component="ul" aria-label="Photos" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 1.5 }}>
          {photos.map((photo) => (
            <Box component="li" key={photo.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
              <Preview file={photo.file} refused={photo.status === 'refused'} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{photo.file.name}</Typography>
                {photo.status === 'uploading' || photo.status === 'queued' ? (
                  <LinearProgress
                    variant={photo.status === 'queued' ? 'indeterminate' : 'determinate'}
                    value={Math.round(photo.progress * 100)}
                    aria-label={`Upload of ${photo.file.name}`}
                    aria-valuetext={statusText(photo)}
                    sx={{ my: 0.75 }}
                  />
                ) : null}
                <Typography
                  id={`${statusId}-${photo.key}`}
                  variant="body2"
                  sx={{ color: photo.status === 'failed' || photo.status === 'refused' ? 'error.main' : 'text.secondary' }}
                >
                  {photo.status === 'refused' && <Box component="span" sx={{ fontWeight: 600 }}>Not added: </Box>}
                  {statusText(photo)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.5 }}>
                {photo.status === 'failed' && (
                  <Button
                    size="small"
                    onClick={() => onRetry(photo.key)}
                    disabled={disabled}
                    ref={(element: HTMLElement | null) => photoButtonRef(photo.key, element)}
                    aria-describedby={`${statusId}-${photo.key}`}
                  >
                    Try again <span className="visually-hidden">to upload {photo.file.name}</span>
                  </Button>
                )}
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => onRemove(photo.key)}
                  disabled={disabled}
                  {...(photo.status === 'refused'
                    ? { ref: (element: HTMLElement | null) => photoButtonRef(photo.key, element), 'aria-describedby': `${statusId}-${photo.key}` }
                    : {})}
                >
                  Remove <span className="visually-hidden">{photo.file.name}</span>
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
