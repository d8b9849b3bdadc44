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

const isPending = (photo: Photo<File>) => photo.status === 'queued' || photo.status === 'uploading';

/** A file that did not go, said with its reason. */
function problemNews(photo: Photo<File>) {
  const reason = photo.error ? `: ${photo.error}` : '.';
  return photo.status === 'refused' ? `${photo.file.name} was not added${reason}` : `${photo.file.name} was not uploaded${reason}`;
}

/** What came of a batch: the photos added counted, every file that did not go named with its reason. */
function batchNews(photos: Photo<File>[]) {
  const added = photos.filter((p) => p.status === 'uploaded').length;
  const problems = photos.filter((p) => p.status === 'refused' || p.status === 'failed').map(problemNews);
  return [...(added ? [`${added === 1 ? '1 photo' : `${added} photos`} added.`] : []), ...problems].join(' ');
}

/** What screen readers have been told of the photos, and the photos as they were then. */
interface PhotoNews {
  photos: Photo<File>[];
  /** Photos whose upload ended (uploaded, failed or refused) since the last batch was summed up. */
  batch: string[];
  text: string;
  /** Counts the news, so news worded as the last one is still a new node, and said again. */
  id: number;
}

/**
 * The news since `news.photos`: a file that did not go at once, as the next upload starts; then, when
 * nothing is on its way any more, the batch summed up. Progress and other changes say nothing, so a
 * screen reader never hears old news again (a live region that only shows the latest photo's state
 * loses whatever happened between two renders).
 */
function nextNews(news: PhotoNews, photos: Photo<File>[]): PhotoNews {
  const before = new Map(news.photos.map((p) => [p.key, p.status]));
  const changed = photos.filter((p) => before.get(p.key) !== p.status);
  const ended = changed.filter((p) => p.status === 'uploaded' || p.status === 'failed' || p.status === 'refused');
  const batch = [...news.batch, ...ended.map((p) => p.key).filter((key) => !news.batch.includes(key))];
  if (photos.some(isPending)) {
    const problems = ended.filter((p) => p.status !== 'uploaded').map(problemNews);
    const starting = changed.find((p) => p.status === 'uploading');
    const text = [...problems, ...(starting ? [`Uploading ${starting.file.name}.`] : [])].join(' ');
    return text ? { photos, batch, text, id: news.id + 1 } : { ...news, photos, batch };
  }
  const outcomes = photos.filter((p) => batch.includes(p.key));
  return outcomes.length ? { photos, batch: [], text: batchNews(outcomes), id: news.id + 1 } : { ...news, photos, batch: [] };
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
  const [news, setNews] = useState<PhotoNews>(() => ({ photos, batch: [], text: '', id: 0 }));
  if (news.photos !== photos) setNews(nextNews(news, photos));

  // Remove takes its button away: focus goes to the next photo's Remove, else the one before, else Add photos.
  const addButton = useRef<HTMLElement | null>(null);
  const removeButtons = useRef(new Map<string, HTMLElement>());
  const focusAfterRemove = useRef<{ removed: string; next: string | undefined } | undefined>(undefined);
  useEffect(() => {
    const asked = focusAfterRemove.current;
    if (!asked || photos.some((p) => p.key === asked.removed)) return;
    focusAfterRemove.current = undefined;
    ((asked.next && removeButtons.current.get(asked.next)) || addButton.current)?.focus();
  }, [photos]);
  const remove = (key: string) => {
    const at = photos.findIndex((p) => p.key === key);
    focusAfterRemove.current = { removed: key, next: (photos[at + 1] ?? photos[at - 1])?.key };
    onRemove(key);
  };

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
          ref={(element: HTMLElement | null) => {
            addButton.current = element;
            buttonRef(element);
          }}
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
        <span key={news.id}>{news.text}</span>
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
                  onClick={() => remove(photo.key)}
                  disabled={disabled}
                  ref={(element: HTMLElement | null) => {
                    if (element) removeButtons.current.set(photo.key, element);
                    else removeButtons.current.delete(photo.key);
                    if (photo.status === 'refused') photoButtonRef(photo.key, element);
                  }}
                  {...(photo.status === 'refused' ? { 'aria-describedby': `${statusId}-${photo.key}` } : {})}
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
