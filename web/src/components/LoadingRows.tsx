// What a list or table shows while it loads: a few grey rows of its height, named for screen readers.
import { Skeleton, Stack } from '@mui/material';

export function LoadingRows({ label, count = 3, height = 48 }: { label: string; count?: number; height?: number }) {
  return (
    <Stack spacing={1} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => <Skeleton key={i} variant="rounded" height={height} />)}
    </Stack>
  );
}
