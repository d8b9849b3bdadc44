import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { fetchPhoto } from './job-requests.api';

type PhotoState = { id: string; url?: string; failed?: boolean };

/**
 * An object URL for a job photo fetched with the bearer token, revoked when the photo leaves the
 * screen (or the id changes), so a long list does not keep every image in memory.
 */
export function usePhotoUrl(id: string | null, variant: 'thumbnail' | 'original'): { url?: string; failed: boolean } {
  const [state, setState] = useState<PhotoState | undefined>();
  useEffect(() => {
    if (!id) return;
    const abort = new AbortController();
    let url: string | undefined;
    fetchPhoto(id, variant, abort.signal).then(
      (blob) => {
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ id, url });
      },
      () => {
        if (!abort.signal.aborted) setState({ id, failed: true });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, variant]);
  // A state left from another id is not this photo's.
  return state?.id === id ? { url: state.url, failed: Boolean(state.failed) } : { failed: false };
}

/** A photo in a fixed square: a skeleton while it loads, an image icon when there is none or it failed. */
export function JobPhotoImage({ id, variant, alt, size }: { id: string | null; variant: 'thumbnail' | 'original'; alt: string; size: number | string }) {
  const { url, failed } = usePhotoUrl(id, variant);
  const frame = {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: 1,
  } as const;
  if (url) return <Box component="img" src={url} alt={alt} sx={{ ...frame, objectFit: 'cover', display: 'block' }} />;
  if (id && !failed) return <Skeleton variant="rounded" sx={frame} aria-hidden />;
  return (
    <Box
      aria-hidden
      sx={{
        ...frame,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      <ImageOutlinedIcon />
    </Box>
  );
}
