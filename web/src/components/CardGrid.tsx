// Cards in a grid: three to a row on a wide screen, two on a tablet, one on a phone; each card
// fills its cell's height with its actions along the bottom.
import type { ReactNode } from 'react';
import { Card, CardActions, CardContent, Grid, type GridProps } from '@mui/material';

type Props<T> = Omit<GridProps, 'children' | 'container'> & {
  items: readonly T[];
  keyOf(item: T, index: number): string | number;
  children(item: T): ReactNode;
};

export function CardGrid<T>({ items, keyOf, children, spacing = 3, ...rest }: Props<T>) {
  return (
    <Grid container spacing={spacing} {...rest}>
      {items.map((item, i) => (
        <Grid key={keyOf(item, i)} size={{ xs: 12, sm: 6, md: 4 }}>
          {children(item)}
        </Grid>
      ))}
    </Grid>
  );
}

/** A card of a `CardGrid`: an optional picture on top, its content, then its buttons. */
export function GridCard({ testId, media, actions, children }: { testId: string; media?: ReactNode; actions: ReactNode; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={testId}>
      {media}
      <CardContent sx={{ flexGrow: 1 }}>{children}</CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions>
    </Card>
  );
}
